package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.operation.run.HistoryEntry;
import dev.tablewright.ui.common.Document;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Optional;

/** Saving a tab's request into the model, and the session's history, without a toolkit. */
class SavedOperationsViewModelTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final String INCEPTION = "mov#tt1375666";

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();
    private final SandboxGateway sandbox = SandboxGateway.of(MOVIES);
    private final Document document = new Document();
    private final SavedOperations saved = new SavedOperations(document);
    private final SessionHistory session = new SessionHistory();

    SavedOperationsViewModelTest() {
        document.load(MOVIES);
    }

    private OperationViewModel queryTab() {
        OperationViewModel vm = new OperationViewModel(tasks, () -> sandbox, document::model);
        vm.share(session, saved);
        return vm;
    }

    private PartiqlViewModel partiqlTab() {
        PartiqlViewModel vm = new PartiqlViewModel(tasks, () -> sandbox, document::model);
        vm.share(session, saved);
        return vm;
    }

    private static OperationViewModel inception(OperationViewModel vm) {
        vm.form().partitionFields().get(0).valueProperty().set(INCEPTION);
        return vm;
    }

    private List<String> names() {
        return document.model().operations().stream().map(SavedOperation::name).toList();
    }

    @Test
    void aQueryTabSavesItsRequestAsAnUndoableEditThatMakesTheModelUnsaved() {
        OperationViewModel tab = inception(queryTab());
        assertTrue(tab.saver().availableProperty().get());
        assertEquals(Optional.empty(), tab.saver().save("Inception's cast"));

        SavedOperation op = document.model().operation("Inception's cast").orElseThrow();
        assertEquals("query", op.operation());
        assertEquals(tab.jsonProperty().get(), op.request());
        assertTrue(document.dirtyProperty().get());
        assertEquals("Save operation Inception's cast", document.history().undoTextProperty().get());

        document.undo();
        assertEquals(List.of(), names());
        document.redo();
        assertEquals(List.of("Inception's cast"), names());
    }

    @Test
    void anExistingNameIsReportedAndSavingReplacesItInPlace() {
        OperationViewModel tab = inception(queryTab());
        tab.saver().save("Cast");
        tab.saver().save("Other");
        assertTrue(tab.saver().taken("Cast"));
        assertFalse(tab.saver().taken("Crew"));

        tab.form().partitionFields().get(0).valueProperty().set("mov#tt0816692");
        assertEquals(Optional.empty(), tab.saver().save("Cast"));
        assertEquals(List.of("Cast", "Other"), names());
        assertTrue(document.model().operation("Cast").orElseThrow().request().contains("mov#tt0816692"));
    }

    @Test
    void aTabWithoutARequestOrAModelSaysWhy() {
        OperationViewModel tab = new OperationViewModel(tasks, () -> sandbox, document::model);
        assertFalse(tab.saver().availableProperty().get());
        assertEquals(Optional.of("There is no model to save the operation in."), tab.saver().save("X"));
        tab.share(session, saved);
        assertEquals(Optional.of("The tab holds no request to save: fill in the form or the JSON first."),
                tab.saver().save("X"));
        inception(tab);
        assertEquals(Optional.of("A saved operation needs a name."), tab.saver().save("  "));
    }

    @Test
    void renameAndDeleteAreUndoableAndRefuseWhatCannotBe() {
        OperationViewModel tab = inception(queryTab());
        tab.saver().save("A");
        tab.saver().save("B");
        assertEquals(Optional.of("There is already a saved operation named 'B'."), saved.rename("A", "B"));
        assertEquals(Optional.empty(), saved.rename("A", "First"));
        assertEquals(List.of("First", "B"), names());
        assertEquals(Optional.empty(), saved.delete("B"));
        assertEquals(List.of("First"), names());
        document.undo();
        assertEquals(List.of("First", "B"), names());
        document.undo();
        assertEquals(List.of("A", "B"), names());
    }

    @Test
    void aSavedQueryOpensInANewTabAsItWasSaved() {
        OperationViewModel first = inception(queryTab());
        first.saver().save("Cast");
        OperationViewModel second = queryTab();
        second.open(document.model().operation("Cast").orElseThrow());
        assertEquals(first.request(), second.request());
        assertEquals(INCEPTION, second.form().partitionFields().get(0).valueProperty().get());
    }

    @Test
    void aPartiqlTabSavesItsStatementParametersAndLimitAndOpensThemAgain() {
        PartiqlViewModel tab = partiqlTab();
        tab.statementProperty().set("SELECT * FROM Movies WHERE pk = ?");
        tab.parametersProperty().set("[{\"S\": \"" + INCEPTION + "\"}]");
        tab.limitProperty().set("5");
        assertEquals(Optional.empty(), tab.saver().save("By movie"));
        SavedOperation op = document.model().operation("By movie").orElseThrow();
        assertEquals("execute-statement", op.operation());
        assertTrue(op.request().contains("\"Statement\": \"SELECT * FROM Movies WHERE pk = ?\""), op.request());

        PartiqlViewModel again = partiqlTab();
        again.open(op);
        assertEquals("SELECT * FROM Movies WHERE pk = ?", again.statementProperty().get());
        assertEquals("[{\"S\":\"" + INCEPTION + "\"}]", again.parametersProperty().get());
        assertEquals("5", again.limitProperty().get());

        tab.parametersProperty().set("[not json");
        assertTrue(tab.saver().save("Broken").isPresent(), "parameters that would not run are not saved");
    }

    @Test
    void theSessionHistoryIsSharedAndEachTabShowsTheRunsItCanRecall() {
        OperationViewModel query = inception(queryTab());
        PartiqlViewModel partiql = partiqlTab();
        OperationViewModel otherQuery = queryTab();
        query.runCommand().execute();
        partiql.statementProperty().set("SELECT * FROM Movies WHERE pk = '" + INCEPTION + "'");
        partiql.runCommand().execute();

        assertEquals(2, session.entries().size());
        assertEquals(List.of("execute-statement", "query"), session.entries().stream().map(HistoryEntry::operation).toList());
        assertTrue(session.entries().stream().allMatch(e -> e.connection().equals("Sandbox")));
        assertTrue(session.entries().get(0).label().contains("Sandbox › execute-statement"), session.entries().get(0).label());
        assertEquals(List.of("query"), otherQuery.runs().history().stream().map(HistoryEntry::operation).toList(),
                "a tab shows the session's runs of its kinds, not only its own");
        assertEquals(List.of("execute-statement"), partiql.runs().history().stream().map(HistoryEntry::operation).toList());
    }

    @Test
    void aRunWhoseConnectionCannotOpenIsRememberedWithoutAConnectionAndSaysWhy() {
        OperationViewModel tab = new OperationViewModel(tasks, () -> {
            throw new IllegalStateException("No model is open: the Sandbox runs on a model's sample data.");
        }, document::model);
        tab.share(session, saved);
        inception(tab).runCommand().execute();
        HistoryEntry entry = session.entries().get(0);
        assertEquals("", entry.connection());
        assertTrue(entry.label().matches("\\d\\d:\\d\\d:\\d\\d query .* · failed: .*No model is open.*"), entry.label());
    }

    @Test
    void theSessionKeepsTheNewestEntriesUpToItsCap() {
        for (int i = 0; i < SessionHistory.CAP + 20; i++) {
            session.add(new HistoryEntry("run " + i, "scan", "{}", "Sandbox"));
        }
        assertEquals(SessionHistory.CAP, session.entries().size());
        assertEquals("run " + (SessionHistory.CAP + 19), session.entries().get(0).label());
    }
}
