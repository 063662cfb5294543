package dev.tablewright.engine.migrate;

/**
 * One side of a plan as the plan file names it, so the commands that take the plan can check they
 * work on what it was made from: a model file with its content's hash, or a live table.
 *
 * @param kind     {@link #FILE}, {@link #ENDPOINT} or {@link #PROFILE}
 * @param location the file's path, the endpoint's URL or the profile's name
 * @param detail   the file's SHA-256 (hex), or the live table's name
 */
public record Source(String kind, String location, String detail) {
    public static final String FILE = "file";
    public static final String ENDPOINT = "endpoint";
    public static final String PROFILE = "profile";

    public Source {
        if (!kind.equals(FILE) && !kind.equals(ENDPOINT) && !kind.equals(PROFILE)) {
            throw new IllegalArgumentException("a plan side is a file, an endpoint or a profile, not " + kind);
        }
        if (location == null || detail == null) {
            throw new NullPointerException("plan side location and detail");
        }
    }

    public static Source file(String path, String sha256) {
        return new Source(FILE, path, sha256);
    }

    public static Source endpoint(String url, String table) {
        return new Source(ENDPOINT, url, table);
    }

    public static Source profile(String profile, String table) {
        return new Source(PROFILE, profile, table);
    }

    public boolean isFile() {
        return kind.equals(FILE);
    }

    /** "movies.json (sha256 1a2b3c4d…)", "table Movies at http://localhost:8000", "table Movies of profile prod". */
    public String describe() {
        if (isFile()) {
            return location + " (sha256 " + detail.substring(0, Math.min(12, detail.length())) + "…)";
        }
        return "table " + detail + (kind.equals(ENDPOINT) ? " at " : " of profile ") + location;
    }
}
