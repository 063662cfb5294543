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

    @Test
    void theNewRatesAndTheirDateAreShownAndSetInTheSameStep() {
        assertEquals("0.1", vm.rateProperty(PriceTable.Rate.IA_STORAGE).get());
        assertEquals("0.2", vm.rateProperty(PriceTable.Rate.PITR).get());
        assertEquals("0.78125", vm.rateProperty(PriceTable.Rate.IA_ON_DEMAND_WRITE).get());
        assertEquals(PriceTable.DEFAULT_AS_OF, vm.asOfProperty().get());

        vm.rateProperty(PriceTable.Rate.IA_STORAGE).set("0.1133");
        vm.rateProperty(PriceTable.Rate.WARM_WRITE).set("$0.0007");
        vm.asOfProperty().set("2026-11-27");
        assertEquals(Optional.empty(), vm.apply());
        PriceTable p = document.model().prices();
        assertEquals(0.1133, p.rate(PriceTable.Rate.IA_STORAGE));
        assertEquals(0.0007, p.rate(PriceTable.Rate.WARM_WRITE));
        assertEquals(0.2, p.rate(PriceTable.Rate.PITR));
        assertEquals("2026-11-27", p.asOf());
        document.undo();
        assertNull(document.model().prices());
    }

    @Test
    void aNewRateThatIsNotDollarsOrADateThatIsNotOneIsRefusedByName() {
        vm.rateProperty(PriceTable.Rate.STREAM_READ).set("some");
        assertEquals(Optional.of("Stream reads, per million streams read request units: 'some' is not a number of "
                + "dollars."), vm.apply());
        vm.rateProperty(PriceTable.Rate.STREAM_READ).set("0.2");
        vm.asOfProperty().set("Nov 2026");
        assertEquals(Optional.of("As of: 'Nov 2026' is not a date like 2024-11-01."), vm.apply());
        assertNull(document.model().prices());
    }

    @Test
    void theWarmRatesShowEmptyWithAHintAndMayStayUnset() {
        assertEquals("", vm.rateProperty(PriceTable.Rate.WARM_READ).get());
        assertEquals("", vm.rateProperty(PriceTable.Rate.WARM_WRITE).get());
        assertEquals(Optional.of("AWS's pricing page: enter the published rate"),
                PricesViewModel.hint(PriceTable.Rate.WARM_READ));
        assertEquals(Optional.empty(), PricesViewModel.hint(PriceTable.Rate.STORAGE));

        vm.labelProperty().set("own");
        assertEquals(Optional.empty(), vm.apply(), "an empty warm rate is not refused");
        assertTrue(!document.model().prices().hasRate(PriceTable.Rate.WARM_READ));
        assertEquals("", vm.rateProperty(PriceTable.Rate.WARM_READ).get());

        vm.rateProperty(PriceTable.Rate.STORAGE).set(" ");
        assertEquals(Optional.of("Storage, per GB-month: ' ' is not a number of dollars."), vm.apply(),
                "a rate with a default may not be left empty");
    }
}
