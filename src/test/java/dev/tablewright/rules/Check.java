package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;

import java.util.List;
import java.util.stream.Collectors;

/** Assertions on what {@link ModelValidator} reports. */
final class Check {
    private Check() {
    }

    /** Asserts a problem at {@code path} whose message contains {@code phrase}, of that severity. */
    static Problem problem(DataModel model, Severity severity, String path, String phrase) {
        List<Problem> problems = ModelValidator.validate(model);
        for (Problem p : problems) {
            if (p.path().equals(path) && p.message().contains(phrase)) {
                assertEquals(severity, p.severity(), () -> "severity of " + p);
                return p;
            }
        }
        return fail("expected a problem at " + path + " containing \"" + phrase + "\"; found:\n" + describe(problems));
    }

    /** Asserts that no problem's message contains {@code phrase}. */
    static void none(DataModel model, String phrase) {
        List<Problem> found = ModelValidator.validate(model).stream().filter(p -> p.message().contains(phrase)).toList();
        if (!found.isEmpty()) {
            fail("expected no problem containing \"" + phrase + "\"; found:\n" + describe(found));
        }
    }

    /** Asserts that the model has no problem at all. */
    static void clean(DataModel model) {
        List<Problem> problems = ModelValidator.validate(model);
        if (!problems.isEmpty()) {
            fail("expected no problems; found:\n" + describe(problems));
        }
    }

    /** Asserts that the model has no problem of that severity. */
    static void noneOf(DataModel model, Severity severity) {
        List<Problem> found = ModelValidator.validate(model).stream().filter(p -> p.severity() == severity).toList();
        if (!found.isEmpty()) {
            fail("expected no " + severity + "; found:\n" + describe(found));
        }
    }

    static String describe(List<Problem> problems) {
        return problems.stream().map(p -> "  " + p).collect(Collectors.joining("\n"));
    }
}
