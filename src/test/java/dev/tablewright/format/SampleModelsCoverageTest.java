package dev.tablewright.format;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.tablewright.engine.coverage.Coverage;
import dev.tablewright.engine.coverage.PatternCoverage;
import dev.tablewright.engine.coverage.Reading;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Coverage on the shipped samples: every read pattern runs on the sample data and returns items, every
 * entity but alleycat's Class and Racer (the article's patterns read results, bests and races, never a
 * class or a racer item itself) is reached by a pattern, and no pattern is flagged: the movies sample's
 * one Scan reads the sparse GSI-3, which only the winners fill, so it reads just what it returns (the
 * design it teaches, not a flaw).
 */
class SampleModelsCoverageTest {
    /** Flagged patterns per sample, as {@code pattern: explanation}. */
    private static final Map<String, List<String>> FLAGGED = Map.of();

    /** Entities no pattern reaches, per sample. */
    private static final Map<String, List<String>> UNCOVERED = Map.of("alleycat-races.json", List.of("Class", "Racer"));

    static List<String> names() {
        return SampleModels.NAMES;
    }

    @ParameterizedTest
    @MethodSource("names")
    void everyPatternRunsAndOnlyTheIntendedScanIsFlagged(String name) {
        DataModel model = SampleModels.read(name).model().orElseThrow();
        List<String> flagged = new ArrayList<>();
        for (TableDesign t : model.tables()) {
            Coverage c = Coverage.of(t);
            for (PatternCoverage p : c.patterns()) {
                if (p.pattern().operation().isRead()) {
                    assertNotEquals(Reading.Access.NOT_RUN, p.reading().access(), () -> p.pattern().name() + ": "
                            + p.reading().error());
                    assertNotEquals(0, p.reading().returned(), p.pattern().name() + " returns sample items");
                }
                p.explanations().forEach(e -> flagged.add(p.pattern().name() + ": " + e));
                assertEquals(List.of(), p.fixes(), "no filter clause to key on");
            }
            assertEquals(UNCOVERED.getOrDefault(name, List.of()), c.uncoveredEntities(), name);
        }
        assertEquals(FLAGGED.getOrDefault(name, List.of()), flagged);
    }
}
