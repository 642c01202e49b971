// The account module's public surface: what other modules and the composition roots use
// (CONTRIBUTING.md "Module surfaces").
export { AccountModule } from './account.module';
export { AccountService } from './account.service';
export { ProfileResponse } from './dto/account.response';
export { profileChangesFromForm } from './dto/update-account.dto';
export { AccountExportService } from './account-export.service';
