// The erasure module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { ErasureService } from './erasure.service';
export { ErasureApiModule, erasureEntities, ErasureModule } from './erasure.module';
