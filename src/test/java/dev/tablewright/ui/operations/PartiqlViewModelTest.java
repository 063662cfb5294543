package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import org.junit.jupiter.api.Test;
import java.util.List;

class PartiqlViewModelTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final String INCEPTION = "mov#tt1375666";

    private final SandboxGateway sandbox = SandboxGateway.of(MOVIES);
    private final PartiqlViewModel vm = new PartiqlViewModel(new ImmediateTaskRunner(), () -> sandbox, () -> MOVIES);

    private List<GridRow> rows() {
        return vm.gridProperty().get().rows();
    }

    @Test
    void aSelectOnThePartitionShowsItsItemsPivotedWithTheTablesKeysFirst() {
        assertFalse(vm.runCommand().isExecutable());
        vm.statementProperty().set("SELECT * FROM Movies WHERE pk = ?");
        vm.parametersProperty().set("[{\"S\": \"" + INCEPTION + "\"}]");
        vm.runCommand().execute();

        assertEquals("", vm.runs().errorProperty().get());
        assertFalse(rows().isEmpty());
        assertTrue(rows().stream().allMatch(r -> r.value("pk").equals(AttributeValue.s(INCEPTION))));
        assertEquals(List.of("pk", "sk"), vm.gridProperty().get().columns().subList(0, 2).stream()
                .map(c -> c.name()).toList());
        assertEquals("pk", vm.gridProperty().get().partitionHeader());
        assertTrue(vm.runs().summaryProperty().get().matches(rows().size() + " items? · \\d+ ms"),
                vm.runs().summaryProperty().get());
        assertTrue(vm.resultJsonProperty().get().contains("\"S\": \"" + INCEPTION + "\""), vm.resultJsonProperty().get());
        assertEquals(1, vm.runs().history().size());
        assertFalse(vm.nextPageCommand().isExecutable());
    }

    @Test
    void anInsertThenASelectFindsTheNewItem() {
        vm.statementProperty().set("INSERT INTO Movies VALUE {'pk': ?, 'sk': ?, 'title': 'Tenet'}");
        vm.parametersProperty().set("[{\"S\": \"mov#tt6723592\"}, {\"S\": \"mov#tt6723592\"}]");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertTrue(vm.runs().summaryProperty().get().startsWith("done · "), vm.runs().summaryProperty().get());

        vm.statementProperty().set("SELECT title FROM Movies WHERE pk = 'mov#tt6723592'");
        vm.parametersProperty().set("");
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(1, rows().size());
        assertEquals(AttributeValue.s("Tenet"), rows().get(0).value("title"));
    }

    @Test
    void anUnsupportedStatementFailsInOneClearLine() {
        vm.statementProperty().set("SELECT * FROM Movies WHERE pk = 'x' GROUP BY sk");
        vm.runCommand().execute();
        String error = vm.runs().errorProperty().get();
        assertTrue(error.startsWith("ValidationException: "), error);
        assertTrue(error.contains("GROUP BY"), error);
        assertFalse(error.contains("\n"), error);
        assertTrue(vm.runs().history().get(0).label().contains("failed: ValidationException"));
        assertFalse(vm.runs().busyProperty().get());
    }

    @Test
    void badParametersOrLimitFailTheRunWithWhereTheyAreWrong() {
        vm.statementProperty().set("SELECT * FROM Movies WHERE pk = ?");
        vm.parametersProperty().set("{\"S\": \"x\"}");
        vm.runCommand().execute();
        assertTrue(vm.runs().errorProperty().get().startsWith("parameters: expected a JSON array"),
                vm.runs().errorProperty().get());
        vm.parametersProperty().set("[{\"S\": \"x\"}]");
        vm.limitProperty().set("zero");
        vm.runCommand().execute();
        assertEquals("Limit: expected a whole number of at least 1, found 'zero'", vm.runs().errorProperty().get());
    }

    @Test
    void withLimitOneNextPageReadsOnUntilThePartitionIsDone() {
        vm.statementProperty().set("SELECT * FROM Movies WHERE pk = ?");
        vm.parametersProperty().set("[{\"S\": \"" + INCEPTION + "\"}]");
        vm.runCommand().execute();
        int all = rows().size();
        assertTrue(all > 1, "the sample partition has several items");

        vm.limitProperty().set("1");
        vm.runCommand().execute();
        assertEquals(1, rows().size());
        assertTrue(vm.runs().summaryProperty().get().endsWith("· more pages"), vm.runs().summaryProperty().get());
        AttributeValue first = rows().get(0).value("sk");
        assertTrue(vm.nextPageCommand().isExecutable());
        vm.nextPageCommand().execute();
        assertEquals(1, rows().size());
        assertFalse(first.equals(rows().get(0).value("sk")), "the next page is the next item");
        int pages = 2;
        while (vm.nextPageCommand().isExecutable()) {
            vm.nextPageCommand().execute();
            pages++;
        }
        assertTrue(pages >= all, pages + " pages for " + all + " items");
        assertEquals("next page", vm.runs().history().get(0).label().replaceAll(".* execute-statement (next page) · .*", "$1"));
    }

    @Test
    void aChangedStatementForgetsTheNextPage() {
        vm.statementProperty().set("SELECT * FROM Movies WHERE pk = '" + INCEPTION + "'");
        vm.limitProperty().set("1");
        vm.runCommand().execute();
        assertTrue(vm.nextPageCommand().isExecutable());
        vm.statementProperty().set("SELECT * FROM Movies");
        assertFalse(vm.nextPageCommand().isExecutable());
    }
}
