import { PATH_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ACCESS_KEY } from '../core';

/** Every controller file under src/, loaded so their decorators run. */
function controllerFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      return controllerFiles(path);
    }
    return name.endsWith('.controller.ts') ? [path] : [];
  });
}

describe('route access', () => {
  const root = join(__dirname, '..');
  const controllers = controllerFiles(root).flatMap((file) =>
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- loading every controller file by path
    Object.values(require(file) as Record<string, unknown>).filter(
      (value): value is new (...args: never[]) => unknown =>
        typeof value === 'function' && Reflect.getMetadata(PATH_METADATA, value) !== undefined,
    ),
  );

  it('finds the controllers', () => {
    expect(controllers.length).toBeGreaterThanOrEqual(3);
  });

  it('marks every route @Public() or @Pro()', () => {
    const unmarked: string[] = [];
    for (const controller of controllers) {
      const classAccess = Reflect.getMetadata(ACCESS_KEY, controller);
      const proto = controller.prototype as Record<string, unknown>;
      for (const name of Object.getOwnPropertyNames(proto)) {
        const handler = proto[name];
        if (name === 'constructor' || typeof handler !== 'function') {
          continue;
        }
        if (Reflect.getMetadata(METHOD_METADATA, handler) === undefined) {
          continue; // not a route
        }
        if (!classAccess && !Reflect.getMetadata(ACCESS_KEY, handler)) {
          unmarked.push(`${controller.name}.${name}`);
        }
      }
    }
    expect(unmarked).toEqual([]);
  });
});
