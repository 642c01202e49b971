import 'reflect-metadata';
import { CommandFactory } from 'nest-commander';
import { CliModule } from './cli.module';

/** The admin CLI: `npm run --silent cli -- users create alice --pro`. */
async function main(): Promise<void> {
  await CommandFactory.run(CliModule, {
    logger: ['error'],
    errorHandler: (error) => {
      process.stderr.write(`error: ${error.message}\n`);
      process.exit(1);
    },
  });
}

void main();
