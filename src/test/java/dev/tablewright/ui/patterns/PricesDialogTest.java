package dev.tablewright.ui.patterns;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.PriceTable;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.FxStages;
import javafx.scene.control.Button;
import javafx.scene.control.Label;
import javafx.scene.control.TextField;
import javafx.stage.Stage;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;
import org.testfx.api.FxRobot;
import org.testfx.util.WaitForAsyncUtils;

/** The Prices… dialog shows the warm-throughput rates empty with where to find them; one typed in is set. */
@ExtendWith(FxStages.class)
class PricesDialogTest {
    private final FxRobot robot = new FxRobot();
    private final Document document = new Document();
    private Stage owner;

    @BeforeEach
    void owner() throws Exception {
        owner = FxStages.themedOwner(robot);
        robot.interact(() -> document.load(SampleModels.read(SampleModels.FIRST).model().orElseThrow()));
    }

    @Test
    void theWarmRatesAreEmptyWithAHintAndOneTypedInIsSet() {
        robot.interact(() -> new PricesDialog(owner, new PricesViewModel(document)).show());
        WaitForAsyncUtils.waitForFxEvents();
        TextField read = robot.lookup("#priceWarmReadPerUnit").queryAs(TextField.class);
        assertEquals("", read.getText());
        assertEquals("AWS's pricing page: enter the published rate",
                robot.lookup("#priceWarmReadPerUnitHint").queryAs(Label.class).getText());
        assertTrue(robot.lookup("#priceStoragePerGbMonthHint").tryQuery().isEmpty(), "a rate with a default has no hint");
        assertEquals("0.25", robot.lookup("#priceStoragePerGbMonth").queryAs(TextField.class).getText());

        robot.interact(() -> read.setText("0.0002"));
        Button set = (Button) robot.lookup("#pricesDialog").queryAs(javafx.scene.control.DialogPane.class)
                .lookupButton(PricesDialog.SET);
        robot.interact(set::fire);
        PriceTable p = document.model().prices();
        assertEquals(0.0002, p.rate(PriceTable.Rate.WARM_READ));
        assertTrue(!p.hasRate(PriceTable.Rate.WARM_WRITE), "left empty: still unset");
    }
}
