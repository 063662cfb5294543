package dev.tablewright.ui.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.PriceTable;
import dev.tablewright.ui.common.Document;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import java.util.Optional;

/** The prices form without a toolkit: defaults shown, own prices set and undone, bad rates refused. */
class PricesViewModelTest {
    private final Document document = new Document();
    private PricesViewModel vm;

    @BeforeEach
    void open() {
        document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow());
        vm = new PricesViewModel(document);
    }

    @Test
    void showsTheDatedDefaultsUntilTheModelHasItsOwn() {
        assertEquals("0.125", vm.onDemandReadProperty().get());
        assertEquals("0.625", vm.onDemandWriteProperty().get());
        assertEquals("0.00013", vm.provisionedReadProperty().get());
        assertEquals("0.00065", vm.provisionedWriteProperty().get());
        assertTrue(vm.sourceProperty().get().startsWith("The defaults: us-east-1 list prices"), vm.sourceProperty().get());
    }

    @Test
    void ownPricesAreOneUndoableStepAndDefaultsComeBack() {
        vm.onDemandReadProperty().set("0.1425");
        vm.onDemandWriteProperty().set("$0.7125");
        vm.labelProperty().set("eu-west-1 list prices, 2026-11");
        assertEquals(Optional.empty(), vm.apply());
        assertEquals(new PriceTable(0.1425, 0.7125, 0.00013, 0.00065, "eu-west-1 list prices, 2026-11"),
                document.model().prices());
        assertEquals("Set prices (eu-west-1 list prices, 2026-11)", document.history().undoTextProperty().get());
        assertEquals("The model's own prices (saved in the file).", vm.sourceProperty().get());

        assertEquals(Optional.empty(), vm.useDefaults());
        assertNull(document.model().prices());
        assertEquals("0.125", vm.onDemandReadProperty().get());
        document.undo();
        assertEquals(0.1425, document.model().prices().onDemandReadPerMillion());
    }

    @Test
    void aRateThatIsNotDollarsIsRefusedByNameAndNothingChanges() {
        vm.provisionedWriteProperty().set("cheap");
        assertEquals(Optional.of("Provisioned write: 'cheap' is not a number of dollars."), vm.apply());
        assertEquals(vm.errorProperty().get(), "Provisioned write: 'cheap' is not a number of dollars.");
        vm.provisionedWriteProperty().set("-1");
        assertTrue(vm.apply().orElseThrow().startsWith("Provisioned write: a price is 0 or more dollars"));
        assertNull(document.model().prices());
        assertTrue(!document.history().canUndo(), "nothing to undo: nothing was changed");
    }
}
