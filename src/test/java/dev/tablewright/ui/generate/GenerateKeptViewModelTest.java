package dev.tablewright.ui.generate;

import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.stream.KeptFixtures;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;

import java.math.BigDecimal;
import java.util.List;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

/** The window's Generate on a model with a kept aggregate: no count for the totals, which follow the streams. */
class GenerateKeptViewModelTest {
    private final Document doc = new Document();

    @Test
    void theTotalsAreComputedFromTheGeneratedStreamsInTheSameUndoStep() {
        doc.load(KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS));
        GenerateViewModel vm = new GenerateViewModel(doc, new ImmediateTaskRunner());
        vm.prepare();
        assertEquals(List.of("Stream"), vm.counts().stream().map(GenerateViewModel.EntityCount::entity).toList(),
                "a kept entity is not offered a count");
        vm.generate();
        assertTrue(vm.resultProperty().get().contains("Computed again from their sources: MonthlyTotal."),
                vm.resultProperty().get());
        TableDesign t = doc.model().tables().get(0);
        int streams = t.entity("Stream").orElseThrow().items().size();
        assertEquals(5 + GenerateViewModel.DEFAULT_COUNT, streams);
        BigDecimal counted = t.entity("MonthlyTotal").orElseThrow().items().stream()
                .map(i -> ((AttributeValue.N) i.get("streams").orElseThrow()).value())
                .reduce(BigDecimal.ZERO, BigDecimal::add);
        assertEquals(BigDecimal.valueOf(streams), counted);
        doc.undo();
        List<Item> before = KeptFixtures.read(KeptFixtures.MONTHLY_TOTALS).tables().get(0).entity("MonthlyTotal")
                .orElseThrow().items();
        assertEquals(before, doc.model().tables().get(0).entity("MonthlyTotal").orElseThrow().items());
    }
}
