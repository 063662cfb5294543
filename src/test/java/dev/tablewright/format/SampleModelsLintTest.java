package dev.tablewright.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.DataModel;
import dev.tablewright.model.Problem;
import dev.tablewright.rules.ModelValidator;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.List;
import java.util.Map;

/**
 * The design-lint rules on the shipped samples: none fires falsely. The few that fire are right, and
 * docs/rules.md says why (a month-bucketed GSI partition; an LSI over an unbounded 1:N).
 */
class SampleModelsLintTest {
    /** Every lint problem the samples rightly have, as {@code path: severity: start of message}. */
    private static final Map<String, List<String>> EXPECTED = Map.of(
            "movies-actors.json", List.of(
                    // Monthly totals: every total of a month shares one partition of GSI-1 and of GSI-2.
                    "Movies/entities/StreamTotal/keys/sk: warning: StreamTotal's partition key in GSI GSI-1, "
                            + "sk = 'tot#${yearMonth}', takes few values (8 sample items hold 2 values of yearMonth)",
                    "Movies/entities/StreamTotal/keys/gsi2pk: warning: StreamTotal's partition key in GSI GSI-2, "
                            + "gsi2pk = 'tot#${yearMonth}', takes few values"),
            "alleycat-races.json", List.of(
                    // The LSI PK-Numeric-index indexes a racer's results and a class's bests, without bound.
                    "alleycat-races/relationships/2: warning: each Racer's item collection (PK = 'racer-${racerId}') "
                            + "gathers its RaceResult items without bound, and LSI PK-Numeric-index indexes them",
                    "alleycat-races/relationships/4: warning: each Class's item collection (PK = 'class-${classId}') "
                            + "gathers its ClassBest items without bound, and LSI PK-Numeric-index indexes them"));

    static List<String> names() {
        return SampleModels.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void onlyTheDocumentedProblemsFire(String name) {
        DataModel model = SampleModels.read(name).model().orElseThrow();
        List<String> found = ModelValidator.lint(model).stream().map(Problem::toString).toList();
        List<String> expected = EXPECTED.getOrDefault(name, List.of());
        assertEquals(expected.size(), found.size(), () -> "found:\n" + String.join("\n", found));
        for (int i = 0; i < expected.size(); i++) {
            assertTrue(found.get(i).startsWith(expected.get(i)), found.get(i));
        }
    }

    /** A sample that shows warnings teaches a trade-off, and its description says so. */
    @ParameterizedTest
    @MethodSource("names")
    void aSampleWithWarningsSaysWhatItTeaches(String name) {
        DataModel model = SampleModels.read(name).model().orElseThrow();
        boolean warns = ModelValidator.lint(model).stream().anyMatch(p -> p.severity() != dev.tablewright.model.Severity.INFO);
        if (warns) {
            assertTrue(model.metadata().description().contains("It teaches a trade-off, and its two warnings say so"),
                    model.metadata().description());
        }
    }
}
