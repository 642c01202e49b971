import { ApiResult } from './api-result';

describe('ApiResult', () => {
  it('serialises as the success envelope, in the field order of the contract', () => {
    expect(JSON.stringify(new ApiResult({ name: 'World' }))).toBe(
      '{"status":"success","messages":[],"meta":{},"data":{"name":"World"}}',
    );
    expect(JSON.stringify(new ApiResult(3, ['Counted.'], []))).toBe(
      '{"status":"success","messages":["Counted."],"meta":[],"data":3}',
    );
  });
});
