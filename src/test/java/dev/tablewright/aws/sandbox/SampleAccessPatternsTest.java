package dev.tablewright.aws.sandbox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.api.Page;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** The samples teach by example: every read pattern they list finds something in their own data. */
class SampleAccessPatternsTest {
    private static final EnumSet<OperationKind> READS = EnumSet.of(OperationKind.GET_ITEM, OperationKind.QUERY, OperationKind.SCAN);

    static Stream<String> samples() {
        return SampleModels.NAMES.stream();
    }

    @ParameterizedTest
    @MethodSource("samples")
    void everyReadPatternOfASampleReturnsItems(String sample) {
        DataModel model = SampleModels.read(sample).model().orElseThrow();
        try (SandboxGateway sandbox = SandboxGateway.of(model)) {
            assertEquals(List.of(), sandbox.refused(), "every sample item loads");
            int patterns = 0;
            for (TableDesign table : model.tables()) {
                for (AccessPattern p : table.accessPatterns()) {
                    if (!READS.contains(p.operation())) {
                        continue;
                    }
                    patterns++;
                    Page page = sandbox.read(PatternRequest.of(table, p, Map.of()));
                    assertFalse(page.items().isEmpty(), sample + ": '" + p.name() + "' found nothing");
                    assertTrue(page.count() <= page.scannedCount(), p.name());
                }
            }
            assertTrue(patterns > 0, sample + " lists read patterns");
        }
    }
}
