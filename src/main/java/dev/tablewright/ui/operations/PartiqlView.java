package dev.tablewright.ui.operations;

import dev.tablewright.ui.common.Command;
import javafx.geometry.Insets;
import javafx.scene.control.Button;
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
        setTop(new ToolBar(button("pqlRun", "Run", vm.runCommand()), button("pqlNext", "Next page", vm.nextPageCommand()),
                button("pqlCancel", "Cancel", vm.cancelCommand())));
        SplitPane split = new SplitPane(form(vm),
                new ResultsPane("pql", vm.gridProperty(), vm.resultJsonProperty(), vm.runs(), vm::recall));
        split.setDividerPositions(0.45);
        setCenter(split);
    }

    private static VBox form(PartiqlViewModel vm) {
        TextArea statement = new TextArea();
        statement.setId("pqlStatement");
        statement.setStyle("-fx-font-family: monospace");
        statement.setPromptText("SELECT * FROM \"Movies\" WHERE pk = ?");
        statement.setPrefRowCount(10);
        statement.textProperty().bindBidirectional(vm.statementProperty());
        TextArea parameters = new TextArea();
        parameters.setId("pqlParameters");
        parameters.setStyle("-fx-font-family: monospace");
        parameters.setPromptText("[{\"S\": \"mov#tt1375666\"}]");
        parameters.setPrefRowCount(3);
        parameters.textProperty().bindBidirectional(vm.parametersProperty());
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

    private static Button button(String id, String text, Command command) {
        Button b = new Button(text);
        b.setId(id);
        b.disableProperty().bind(command.notExecutableProperty());
        b.setOnAction(e -> command.execute());
        return b;
    }
}
