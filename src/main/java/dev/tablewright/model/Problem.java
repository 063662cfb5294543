package dev.tablewright.model;

/**
 * Something wrong with a model or a model file.
 *
 * @param file the file it was found in, or empty when it concerns the model in memory
 * @param path where: a JSON path ({@code $.DataModel[0].TableData[3].PK}) for file problems, or
 *             a model path ({@code Movies/entities/Movie/keys/PK}, see {@link ModelPath}) for design problems;
 *             {@code line:column} when the JSON itself is broken
 * @param fix  a one-step fix the rule knows for it, or null
 */
public record Problem(Severity severity, String file, String path, String message, FixHint fix) {
    public Problem {
        if (severity == null || message == null) {
            throw new NullPointerException("problem severity and message");
        }
        file = file == null ? "" : file;
        path = path == null ? "" : path;
    }

    /** A problem with no fix. */
    public Problem(Severity severity, String file, String path, String message) {
        this(severity, file, path, message, null);
    }

    public Problem withFix(FixHint hint) {
        return new Problem(severity, file, path, message, hint);
    }

    public java.util.Optional<FixHint> fixHint() {
        return java.util.Optional.ofNullable(fix);
    }

    public static Problem error(String path, String message) {
        return new Problem(Severity.ERROR, "", path, message);
    }

    public static Problem warning(String path, String message) {
        return new Problem(Severity.WARNING, "", path, message);
    }

    public static Problem info(String path, String message) {
        return new Problem(Severity.INFO, "", path, message);
    }

    public Problem inFile(String fileName) {
        return new Problem(severity, fileName, path, message, fix);
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }

    /** {@code file: path: error: message}, omitting empty parts. */
    @Override
    public String toString() {
        StringBuilder sb = new StringBuilder();
        if (!file.isEmpty()) {
            sb.append(file).append(": ");
        }
        if (!path.isEmpty()) {
            sb.append(path).append(": ");
        }
        return sb.append(severity.name().toLowerCase(java.util.Locale.ROOT)).append(": ").append(message).toString();
    }
}
