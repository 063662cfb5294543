package dev.tablewright.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Severity;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.settings.AllSettings;
import dev.tablewright.model.settings.TableSettings;

import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;

/**
 * The settings rules' tests start from {@link AllSettings}' tables (the provisioned one from
 * {@link AllSettings}), whose settings no rule objects to, change one thing, and compare: the
 * change adds exactly the problem the rule reports, or, for the nearest legal value, nothing. (The
 * tables have a few problems of other topics, undeclared GSI keys for one; those stay as they are.)
 */
final class Settings {
    static final String ORDERS = "Orders";
    static final String CUSTOMERS = "Customers";
    static final String PAYMENTS = "Payments";

    private Settings() {
    }

    static DataModel model(TableDesign table) {
        return DataModel.of("Settings", List.of(table));
    }

    /** A change to the table's settings, as a change to the table. */
    static UnaryOperator<TableDesign> settings(UnaryOperator<TableSettings> change) {
        return t -> t.withSettings(change);
    }

    /** Asserts that {@code change} adds exactly one problem to {@code base}: at {@code path}, of that severity, saying {@code phrase}. */
    static Problem adds(TableDesign base, UnaryOperator<TableDesign> change, Severity severity, String path,
            String phrase) {
        List<Problem> added = added(base, change);
        assertEquals(1, added.size(), () -> "expected one new problem; found:\n" + Check.describe(added));
        Problem p = added.get(0);
        assertEquals(path, p.path(), () -> "path of " + p);
        assertEquals(severity, p.severity(), () -> "severity of " + p);
        if (!p.message().contains(phrase)) {
            throw new AssertionError("expected \"" + phrase + "\" in " + p);
        }
        return p;
    }

    /** Asserts that {@code change} adds exactly these errors, in this order, at {@code path}: one phrase each. */
    static void addsErrors(TableDesign base, UnaryOperator<TableDesign> change, String path, String... phrases) {
        List<Problem> added = added(base, change);
        assertEquals(phrases.length, added.size(), () -> "found:\n" + Check.describe(added));
        for (int i = 0; i < phrases.length; i++) {
            Problem p = added.get(i);
            assertEquals(Severity.ERROR, p.severity(), p::toString);
            assertEquals(path, p.path(), p::toString);
            if (!p.message().contains(phrases[i])) {
                throw new AssertionError("expected \"" + phrases[i] + "\" in " + p);
            }
        }
    }

    /** Asserts that {@code change} adds no problem to {@code base}. */
    static void addsNothing(TableDesign base, UnaryOperator<TableDesign> change) {
        List<Problem> added = added(base, change);
        assertEquals(List.of(), added, () -> "expected no new problem; found:\n" + Check.describe(added));
    }

    /** The problems of the changed table that the base table does not have (each counted once per occurrence). */
    static List<Problem> added(TableDesign base, UnaryOperator<TableDesign> change) {
        List<Problem> before = new ArrayList<>(ModelValidator.validate(model(base)));
        List<Problem> added = new ArrayList<>();
        for (Problem p : ModelValidator.validate(model(change.apply(base)))) {
            if (!before.remove(p)) {
                added.add(p);
            }
        }
        return added;
    }
}
