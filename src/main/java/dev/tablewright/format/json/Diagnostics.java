package dev.tablewright.format.json;

import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;

/** Collects the problems found while reading one file, each tagged with the file's name. */
public final class Diagnostics {
    private final String file;
    private final List<Problem> problems = new ArrayList<>();
    private int errors;

    public Diagnostics(String file) {
        this.file = file == null ? "" : file;
    }

    public String file() {
        return file;
    }

    public void error(String path, String message) {
        add(Severity.ERROR, path, message);
    }

    public void warning(String path, String message) {
        add(Severity.WARNING, path, message);
    }

    public void info(String path, String message) {
        add(Severity.INFO, path, message);
    }

    public void add(Severity severity, String path, String message) {
        problems.add(new Problem(severity, file, path, message));
        if (severity == Severity.ERROR) {
            errors++;
        }
    }

    /** How many errors so far: whether a step added one, without copying the problems. */
    public int errorCount() {
        return errors;
    }

    public List<Problem> problems() {
        return List.copyOf(problems);
    }
}
