package dev.tablewright.cli;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine;

/**
 * A first argument that is neither a command nor an existing file: one line that says which it
 * looked like ({@code unknown command 'valdate' (did you mean validate?)}, {@code no such file: x.json}),
 * exit 2. Every other syntax error keeps picocli's own message and usage.
 */
final class UnknownCommandHandler implements CommandLine.IParameterExceptionHandler {
    private final CommandLine.IParameterExceptionHandler picocliDefault;

    UnknownCommandHandler(CommandLine.IParameterExceptionHandler picocliDefault) {
        this.picocliDefault = picocliDefault;
    }

    @Override
    public int handleParseException(CommandLine.ParameterException ex, String[] args) throws Exception {
        CommandLine cmd = ex.getCommandLine();
        if (cmd.getParent() == null && ex instanceof CommandLine.UnmatchedArgumentException unmatched
                && !unmatched.isUnknownOption() && !unmatched.getUnmatched().isEmpty()) {
            cmd.getErr().println("tablewright: " + explain(unmatched.getUnmatched().get(0), unmatched.getSuggestions()));
            return ExitCodes.USAGE;
        }
        return picocliDefault.handleParseException(ex, args);
    }

    /** What the word most likely was meant to be: a file path has a dot or a separator, a command has neither. */
    static String explain(String word, List<String> suggestions) {
        if (word.contains(".") || word.contains("/") || word.contains("\\")) {
            return isFolder(word) ? "cannot open " + word + ": it is a folder, not a model file"
                    : "cannot open " + word + ": no such file";
        }
        // picocli's suggestions are loose (frobnicate -> generate); a typo is at most two edits away.
        String hint = suggestions.stream().filter(s -> editDistance(word, s) <= MAX_TYPO_EDITS).findFirst()
                .map(s -> "did you mean " + s + "?").orElse("see tablewright --help");
        return "unknown command '" + word + "' (" + hint + ")";
    }

    private static final int MAX_TYPO_EDITS = 2;

    /** Levenshtein distance: insertions, deletions and substitutions. */
    static int editDistance(String a, String b) {
        int[] previous = new int[b.length() + 1];
        int[] current = new int[b.length() + 1];
        for (int j = 0; j <= b.length(); j++) {
            previous[j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            current[0] = i;
            for (int j = 1; j <= b.length(); j++) {
                int substitute = previous[j - 1] + (a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1);
                current[j] = Math.min(substitute, Math.min(previous[j], current[j - 1]) + 1);
            }
            int[] swap = previous;
            previous = current;
            current = swap;
        }
        return previous[b.length()];
    }

    private static boolean isFolder(String word) {
        try {
            return Files.isDirectory(Path.of(word));
        } catch (InvalidPathException e) {
            return false;
        }
    }
}
