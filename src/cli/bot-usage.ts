/** The usage lines of the bots' commands (move, arena), spliced into the command line's help by main. */
export const BOT_USAGE = `  carcassonne move --bot LEVEL RECORD [--seed S] [--iterations N | --time MS] [--json]
      Prints the bot's move for the player to move in RECORD (the base game or New World), as
      one JSON line in record notation, using only what that player can see. LEVEL: random,
      greedy, easy, medium, hard, expert, expert-1ply. With - instead of RECORD it reads one record per line from
      standard input and answers one move per line until the input ends, then exits 0 only if
      every line got a move (else 1, or 2 if a line was a malformed record). hard thinks for N
      iterations, expert for N positions valued (deterministic: the same record and --seed give
      the same move), or either for MS milliseconds.
  carcassonne arena --bots LEVEL,LEVEL[,...] [--game G] [--players N] [--games N] [--seed S]
                    [--rules JSON] [--iterations N | --time MS] [--json]
      Plays bots against each other (--game carcassonne, the default, or new-world: 2 to 5
      players), seats rotated each game (the list repeats to fill the table), and prints per
      level: wins, win rate with its 95% interval, mean score, and mean and p95 milliseconds
      per move.
`;
