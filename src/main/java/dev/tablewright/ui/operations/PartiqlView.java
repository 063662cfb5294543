package dev.tablewright.ui.operations;

import javafx.beans.property.StringProperty;
import javafx.geometry.Insets;
import javafx.scene.control.Label;
import javafx.scene.control.SplitPane;
import javafx.scene.control.TextArea;
import javafx.scene.control.TextField;
import javafx.scene.control.ToolBar;
import javafx.scene.layout.BorderPane;
import javafx.scene.layout.Priority;
import javafx.scene.layout.VBox;

/**
 * One PartiQL tab: the statement, its parameters and Limit on the left, the results (grid, DynamoDB
 * JSON, count and latency, error, history) on the right. Runs go through the ViewModel's commands,
 * so the FX thread never waits.
 */
public final class PartiqlView extends BorderPane {
    public PartiqlView(PartiqlViewModel vm) {
        setTop(TabConnectionView.above(vm.connection(), new ToolBar(OperationView.command("pqlRun", "Run", vm.runCommand()),
                OperationView.command("pqlNext", "Next page", vm.nextPageCommand()),
                OperationView.command("pqlCancel", "Cancel", vm.cancelCommand()),
                SavedOperationsSaveButton.of("pqlSave", vm.saver()))));
        SplitPane split = new SplitPane(form(vm),
                new ResultsPane("pql", vm));
        split.setDividerPositions(0.45);
        setCenter(split);
    }

    private static VBox form(PartiqlViewModel vm) {
        TextArea statement = area("pqlStatement", "SELECT * FROM \"Movies\" WHERE pk = ?", 10, vm.statementProperty());
        TextArea parameters = area("pqlParameters", "[{\"S\": \"mov#tt1375666\"}]", 3, vm.parametersProperty());
        TextField limit = new TextField();
        limit.setId("pqlLimit");
        limit.setPromptText("no limit");
        limit.setPrefColumnCount(8);
        limit.textProperty().bindBidirectional(vm.limitProperty());
        VBox box = new VBox(6, new Label("Statement (PartiQL)"), statement,
                new Label("Parameters: the values of ?, as a DynamoDB JSON array"), parameters,
                new Label("Limit (items read per page)"), limit);
        VBox.setVgrow(statement, Priority.ALWAYS);
        box.setPadding(new Insets(6));
        return box;
    }

    private static TextArea area(String id, String prompt, int rows, StringProperty text) {
        TextArea area = new TextArea();
        area.setId(id);
        area.setStyle("-fx-font-family: monospace");
        area.setPromptText(prompt);
        area.setPrefRowCount(rows);
        area.textProperty().bindBidirectional(text);
        return area;
    }
}
