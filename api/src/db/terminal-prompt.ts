/** Questions on the terminal for the command-line tools (admin:create): a visible line and a secret one. */

/** Whether the tool can ask: stdin and stdout are a terminal (not a pipe, CI or a script). */
export function canPrompt(): boolean {
  return Boolean(process.stdin.isTTY && process.stdout.isTTY);
}

/** Reads one line typed by the user; `hidden` echoes nothing (passwords). Ctrl+C or Ctrl+D abort. */
export function askLine(question: string, { hidden = false } = {}): Promise<string> {
  const input = process.stdin;
  const output = process.stdout;
  return new Promise((resolve, reject) => {
    let answer = '';
    output.write(question);
    input.setRawMode(true);
    input.setEncoding('utf8');
    input.resume();
    const finish = (error?: Error) => {
      input.setRawMode(false);
      input.pause();
      input.off('data', onData);
      output.write('\n');
      if (error) reject(error);
      else resolve(answer);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') return finish();
        if (char === '\u0003' || char === '\u0004') return finish(new Error('aborted'));
        if (char === '\u007f' || char === '\b') {
          if (answer.length > 0) {
            answer = [...answer].slice(0, -1).join('');
            if (!hidden) output.write('\b \b');
          }
          continue;
        }
        if (char < ' ') continue;
        answer += char;
        if (!hidden) output.write(char);
      }
    };
    input.on('data', onData);
  });
}
