// The idempotency module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { KEY_IN_USE, KEY_REUSED } from './idempotency.service';
export { idempotencyEntities, IdempotencyModule } from './idempotency.module';
