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
    expect(parseCliArgs(['-y', 'a', 'b'])).toMatchObject({ yes: true });
  });

  it('takes --max-steps=N like every other option', () => {
    expect(parseCliArgs(['a', 'b', '--max-steps=7'])).toMatchObject({ maxSteps: 7 });
  });

  it('treats everything after -- as the file and the instruction', () => {
    expect(parseCliArgs(['--yes', '--', '-notes.md', '--shorten the intro'])).toMatchObject({
      file: '-notes.md',
      instruction: '--shorten the intro',
      yes: true,
    });
  });

  it('answers --help and -h without needing a file', () => {
    expect(parseCliArgs(['--help'])).toEqual({ help: true });
    expect(parseCliArgs(['a', '-h'])).toEqual({ help: true });
    // After `--`, "--help" is an instruction.
    expect(parseCliArgs(['a', '--', '--help'])).toMatchObject({ instruction: '--help' });
  });

  it('rejects bad command lines with a message saying what was wrong', () => {
    expect(() => parseCliArgs(['only-file'])).toThrow(
      /Expected a file and an instruction, got 1 argument\(s\): "only-file"/,
    );
    expect(() => parseCliArgs(['a', 'b', '--model'])).toThrow(/--model <value>' argument missing/);
    expect(() => parseCliArgs(['a', 'b', '--max-steps', '0'])).toThrow(
      /positive whole number, got "0"/,
    );
    expect(() => parseCliArgs(['a', 'b', '--max-steps=2.5'])).toThrow(/got "2.5"/);
    expect(() => parseCliArgs(['a', 'b', '--force'])).toThrow(CliUsageError);
    expect(() => parseCliArgs(['a', 'b', '--force'])).toThrow(/Unknown option '--force'/);
    // A flag where a value belongs is not silently taken as the model.
    expect(() => parseCliArgs(['a', 'b', '--model', '--yes'])).toThrow(CliUsageError);
  });
});
