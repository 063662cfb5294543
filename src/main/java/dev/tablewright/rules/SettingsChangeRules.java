package dev.tablewright.rules;

import dev.tablewright.model.SettingsChangeLimits;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import java.util.List;

/**
 * What DynamoDB refuses in a change of an existing table's settings ({@link SettingsChangeLimits}: warm
 * throughput lowered, a global table's consistency mode changed), as errors at the table or the index.
 */
final class SettingsChangeRules {
    private SettingsChangeRules() {
    }

    static void check(TableDesign before, TableDesign after, List<Problem> out) {
        for (SettingsChangeLimits.Refused r : SettingsChangeLimits.of(before, after)) {
            String path = r.index().map(i -> Paths.index(after.name(), i)).orElse(Paths.table(after.name()));
            out.add(Problem.error(path, r.change() + ": " + r.reason()));
        }
    }
}
