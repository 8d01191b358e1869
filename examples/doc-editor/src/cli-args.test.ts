import { describe, expect, it } from 'vitest';
import { CliUsageError, parseCliArgs } from './cli-args';

describe('parseCliArgs', () => {
  it('reads the file, the instruction and the flags in any order', () => {
    expect(
      parseCliArgs(['--yes', 'notes.md', 'fix typos', '--model', 'anthropic/x', '--embed']),
    ).toEqual({
      file: 'notes.md',
      instruction: 'fix typos',
      model: 'anthropic/x',
      yes: true,
      maxSteps: 20,
      embed: true,
    });
    expect(parseCliArgs(['a', 'b', '--model=openai/y', '--max-steps', '5'])).toMatchObject({
      model: 'openai/y',
      maxSteps: 5,
      yes: false,
    });
  });

  it('rejects bad command lines with a message saying what was wrong', () => {
    expect(() => parseCliArgs(['only-file'])).toThrow(/Expected a file and an instruction, got 1/);
    expect(() => parseCliArgs(['a', 'b', '--model'])).toThrow(/--model needs a value/);
    expect(() => parseCliArgs(['a', 'b', '--max-steps', '0'])).toThrow(/positive integer, got "0"/);
    expect(() => parseCliArgs(['a', 'b', '--force'])).toThrow(CliUsageError);
  });
});
