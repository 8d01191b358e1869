import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { smallDisk } from '../__fixtures__/small-disk';
import { roundRobin } from '../schedule/round-robin';
import { formatReport } from './format';
import { buildReport } from './standings';
import { reportFormatOf, writeReport } from './write-report';

const plan = roundRobin({ entrants: [{ id: 'a' }, { id: 'b' }], rounds: 1, seed: 1 });
const report = buildReport('t1', plan, [], []);

describe('writeReport', () => {
  it('writes nothing but the report, in the format its name asks for', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    writeReport(join(dir, 'r.json'), report);
    writeReport(join(dir, 'r.md'), report);
    writeReport(join(dir, 'r.txt'), report);
    writeReport(join(dir, 'as-json.out'), report, 'json');
    expect(JSON.parse(readFileSync(join(dir, 'r.json'), 'utf8'))).toEqual(
      JSON.parse(JSON.stringify(report)),
    );
    expect(readFileSync(join(dir, 'r.md'), 'utf8')).toBe(formatReport(report, 'markdown'));
    expect(readFileSync(join(dir, 'r.txt'), 'utf8')).toBe(`${formatReport(report, 'table')}\n`);
    expect(readFileSync(join(dir, 'as-json.out'), 'utf8')).toBe(
      `${formatReport(report, 'json')}\n`,
    );
    expect(['X.JSON', 'x.markdown', 'x'].map(reportFormatOf)).toEqual([
      'json',
      'markdown',
      'table',
    ]);
  });

  it('on a full disk says REPORT_WRITE_FAILED with the file and why, and leaves the old file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'report-'));
    const file = join(dir, 'r.json');
    writeFileSync(file, '{"old":true}\n');
    expect(() => writeReport(file, report, 'json', smallDisk(100))).toThrow(
      expect.objectContaining({
        code: 'REPORT_WRITE_FAILED',
        message: expect.stringMatching(
          /^Could not write the report .*r\.json: no space left on the device \(ENOSPC\) after 100 of \d+ bytes\. Give a file in a folder you can write\.$/,
        ),
      }),
    );
    expect(readFileSync(file, 'utf8')).toBe('{"old":true}\n');
    expect(readdirSync(dir)).toEqual(['r.json']);
  });
});
