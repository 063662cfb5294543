package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.engine.api.QueryRequest;
import dev.tablewright.engine.pattern.PatternRequest;
import dev.tablewright.format.SampleModels;
import dev.tablewright.format.request.ItemsExport;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.operation.form.FilterOp;
import dev.tablewright.operation.form.FilterRow;
import dev.tablewright.operation.form.SortOp;
import dev.tablewright.operation.read.ReadForm;
import dev.tablewright.operation.read.ReadKind;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

class OperationViewModelTest {
    private static final DataModel MOVIES = SampleModels.read("movies-actors.json").model().orElseThrow();
    private static final DataModel TOURNAMENT = SampleModels.read("tournament-matches.json").model().orElseThrow();

    private final ImmediateTaskRunner tasks = new ImmediateTaskRunner();

    private OperationViewModel on(DataModel model) {
        SandboxGateway sandbox = SandboxGateway.of(model);
        return new OperationViewModel(tasks, () -> sandbox, () -> model);
    }

    private static QueryRequest query(OperationViewModel vm) {
        return ((PatternRequest.Query) vm.request().orElseThrow()).request();
    }

    @Test
    void aQueryOnTheBaseTableNamesEveryAttributeThroughAPlaceholderAndShowsItsPartitionInTheGrid() {
        OperationViewModel vm = on(MOVIES);
        assertEquals("Movies", vm.form().tableProperty().get());
        assertEquals(List.of("pk"), vm.form().partitionFields().stream().map(KeyField::name).toList());
        assertEquals("give a value for pk", vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());

        vm.form().partitionFields().get(0).valueProperty().set("mov#tt1375666");
        vm.form().sortFields().get(0).valueProperty().set("act#");
        vm.form().sortOpProperty().set(SortOp.BEGINS_WITH);
        QueryRequest q = query(vm);
        assertEquals("#n0 = :v0 AND begins_with(#n1, :v1)", q.keyCondition());
        assertEquals("pk", q.expr().names().get("#n0"));
        assertEquals(AttributeValue.s("act#"), q.expr().values().get(":v1"));
        assertTrue(vm.jsonProperty().get().contains("\"KeyConditionExpression\": \"#n0 = :v0 AND begins_with(#n1, :v1)\""));

        vm.runCommand().execute();
        List<GridRow> rows = vm.gridProperty().get().rows();
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> r.value("pk").equals(AttributeValue.s("mov#tt1375666"))
                && ((AttributeValue.S) r.value("sk")).value().startsWith("act#")));
        assertTrue(vm.runs().summaryProperty().get().startsWith(rows.size() + " items · " + rows.size() + " scanned"),
                vm.runs().summaryProperty().get());
        assertEquals(1, vm.runs().history().size());
    }

    @Test
    void aMultiAttributeGsiAsksForEveryPartitionAttributeAndARangeOnASortPrefix() {
        OperationViewModel vm = on(TOURNAMENT);
        vm.form().indexProperty().set("ByRegion");
        assertEquals(List.of("tournamentId (S)", "region (S)"),
                vm.form().partitionFields().stream().map(KeyField::label).toList());
        assertEquals(List.of("round", "bracket", "matchId"), vm.form().sortFields().stream().map(KeyField::name).toList());
        vm.form().partitionFields().get(0).valueProperty().set("WINTER2024");
        assertEquals("give a value for region: a Query names every partition attribute of the key",
                vm.noteProperty().get());
        vm.form().partitionFields().get(1).valueProperty().set("NA-EAST");
        vm.form().sortFields().get(1).valueProperty().set("UPPER");
        assertEquals("give round before bracket: the sort condition is on a left-to-right prefix of the sort attributes",
                vm.noteProperty().get());
        vm.form().sortFields().get(1).valueProperty().set("");
        vm.form().sortFields().get(0).valueProperty().set("two");
        assertEquals("round is N but 'two' is not: " + noNumber("two"), vm.noteProperty().get());
        vm.form().sortFields().get(0).valueProperty().set("2");
        vm.form().sortOpProperty().set(SortOp.GE);

        QueryRequest q = query(vm);
        assertEquals("ByRegion", q.index());
        assertEquals("#n0 = :v0 AND #n1 = :v1 AND #n2 >= :v2", q.keyCondition());
        assertEquals(AttributeValue.n("2"), q.expr().values().get(":v2"));
        vm.runCommand().execute();
        List<GridRow> rows = vm.gridProperty().get().rows();
        assertFalse(rows.isEmpty());
        assertTrue(rows.stream().allMatch(r -> Integer.parseInt(((AttributeValue.N) r.value("round")).text()) >= 2
                && r.value("region").equals(AttributeValue.s("NA-EAST"))));
        assertEquals("tournamentId, region", vm.gridProperty().get().partitionHeader());
    }

    private static String noNumber(String text) {
        try {
            AttributeValue.N.parse(text);
            return "";
        } catch (IllegalArgumentException e) {
            return e.getMessage();
        }
    }

    @Test
    void filterRowsJoinWithAndOrAndTypeValuesAsTheTableDeclaresThem() {
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.form().filters().setAll(FilterRow.of("releaseYear", FilterOp.GE, "2000"),
                new FilterRow(true, "title", FilterOp.BEGINS_WITH, "The", ""),
                FilterRow.of("director", FilterOp.EXISTS, ""));
        vm.form().projectionProperty().set("title, releaseYear");
        var scan = ((PatternRequest.Scan) vm.request().orElseThrow()).request();
        assertEquals("#n0 >= :v0 OR begins_with(#n1, :v1) AND attribute_exists(#n2)", scan.filter());
        assertEquals("#n1, #n0", scan.projection());
        assertEquals(AttributeValue.n("2000"), scan.expr().values().get(":v0"));
    }

    @Test
    void anEditedJsonFlowsBackIntoTheFormWhenItCanElseItRunsAsWritten() {
        OperationViewModel vm = on(TOURNAMENT);
        vm.form().indexProperty().set("ByRegion");
        vm.form().partitionFields().get(0).valueProperty().set("WINTER2024");
        vm.form().partitionFields().get(1).valueProperty().set("NA-EAST");
        vm.form().limitProperty().set("3");

        vm.editJson(vm.jsonProperty().get().replace("NA-EAST", "EU-WEST").replace("\"Limit\": 3", "\"Limit\": 2"));
        assertEquals("", vm.noteProperty().get());
        assertEquals("EU-WEST", vm.form().partitionFields().get(1).valueProperty().get());
        assertEquals("2", vm.form().limitProperty().get());

        String hand = """
                {"TableName": "TournamentMatches", "IndexName": "ByRegion",
                 "KeyConditionExpression": "tournamentId = :t AND #r = :r AND #round BETWEEN :a AND :b",
                 "ExpressionAttributeNames": {"#r": "region", "#round": "round"},
                 "ExpressionAttributeValues": {":t": {"S": "WINTER2024"}, ":r": {"S": "NA-EAST"},
                   ":a": {"N": "1"}, ":b": {"N": "2"}}}""";
        vm.editJson(hand);
        assertEquals("", vm.noteProperty().get());
        assertEquals(SortOp.BETWEEN, vm.form().sortOpProperty().get());
        assertEquals("1", vm.form().sortFields().get(0).valueProperty().get());
        assertEquals("2", vm.form().sortValue2Property().get());
        assertEquals("", vm.form().limitProperty().get());

        String parenthesised = hand.replace("\"KeyConditionExpression\"",
                "\"FilterExpression\": \"(attribute_exists(#d))\", \"KeyConditionExpression\"")
                .replace("\"#r\": \"region\"", "\"#r\": \"region\", \"#d\": \"matchDate\"");
        vm.editJson(parenthesised);
        assertEquals("edited as JSON: the form cannot show this request; it runs as written", vm.noteProperty().get());
        assertEquals("(attribute_exists(#d))", query(vm).filter());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertFalse(vm.gridProperty().get().rows().isEmpty());

        vm.editJson("{\"TableName\": \"TournamentMatches\", \"Limt\": 2}");
        assertTrue(vm.noteProperty().get().startsWith("the JSON is not a query request: $.Limt: not a member"),
                vm.noteProperty().get());
        assertFalse(vm.runCommand().isExecutable());
    }

    @Test
    void nextPageAndAllPagesReadTheWholeTable() {
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.form().limitProperty().set("20");
        vm.runCommand().execute();
        assertEquals(20, vm.gridProperty().get().rows().size());
        assertTrue(vm.nextPageCommand().isExecutable());
        vm.nextPageCommand().execute();
        assertEquals(20, vm.gridProperty().get().rows().size());
        vm.allPagesCommand().execute();
        assertEquals(60, vm.gridProperty().get().rows().size());
        assertTrue(vm.runs().summaryProperty().get().startsWith("60 items · 60 scanned · "), vm.runs().summaryProperty().get());
        assertFalse(vm.nextPageCommand().isExecutable());

        vm.form().segmentsProperty().set(4);
        vm.allPagesCommand().execute();
        assertEquals(60, vm.gridProperty().get().rows().size());
        assertEquals(4, vm.runs().history().size());
    }

    @Test
    void segmentsGoBothWaysBetweenTheFormAndTheJsonAndAParallelExportWritesEveryItem(@TempDir Path dir)
            throws Exception {
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.form().segmentsProperty().set(3);
        String json = vm.jsonProperty().get();
        assertTrue(json.contains("\"Segment\": 0") && json.contains("\"TotalSegments\": 3"), json);
        vm.editJson(json.replace("\"TotalSegments\": 3", "\"TotalSegments\": 8"));
        assertEquals(8, vm.form().segmentsProperty().get());
        assertEquals("", vm.noteProperty().get());
        vm.editJson(json.replace("\"TotalSegments\": 3", "\"TotalSegments\": " + (ReadForm.MAX_SEGMENTS + 1)));
        assertEquals("edited as JSON: the form cannot show this request; it runs as written", vm.noteProperty().get());
        assertEquals(8, vm.form().segmentsProperty().get());
        vm.export(dir.resolve("all.jsonl"), ItemsExport.Format.JSON_LINES);
        assertEquals(60, Files.readAllLines(dir.resolve("all.jsonl")).size());
        vm.allPagesCommand().execute();
        assertEquals(60, vm.gridProperty().get().rows().size());
        assertTrue(vm.runs().summaryProperty().get().endsWith(" · " + (ReadForm.MAX_SEGMENTS + 1)
                + " segments in parallel"), vm.runs().summaryProperty().get());
    }

    @Test
    void cancellingAllPagesLeavesTheTabReady() {
        tasks.cancelWhen(title -> title.equals("Reading all pages"));
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.allPagesCommand().execute();
        assertEquals("cancelled", vm.runs().summaryProperty().get());
        assertFalse(vm.runs().busyProperty().get());
        assertTrue(vm.runCommand().isExecutable());
    }

    @Test
    void exportWritesEveryPageInEachFormat(@TempDir Path dir) throws Exception {
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.form().limitProperty().set("7");
        vm.export(dir.resolve("all.jsonl"), ItemsExport.Format.JSON_LINES);
        assertEquals(60, Files.readAllLines(dir.resolve("all.jsonl")).size());
        vm.export(dir.resolve("all.csv"), ItemsExport.Format.CSV);
        List<String> csv = Files.readAllLines(dir.resolve("all.csv"));
        assertEquals(61, csv.size());
        assertTrue(csv.get(0).startsWith("pk,sk,"), csv.get(0));
        vm.export(dir.resolve("all.json"), ItemsExport.Format.DYNAMODB_JSON);
        assertEquals(60, new com.fasterxml.jackson.databind.ObjectMapper().readTree(dir.resolve("all.json").toFile()).size());
        assertEquals("60 items exported to " + dir.resolve("all.json"), vm.runs().summaryProperty().get());
    }

    @Test
    void aFailedRunSaysWhyInOneSentence() {
        OperationViewModel vm = on(MOVIES);
        vm.form().kindProperty().set(ReadKind.SCAN);
        vm.editJson("{\"TableName\": \"NoSuchTable\"}");
        vm.runCommand().execute();
        assertTrue(vm.runs().errorProperty().get().startsWith("ResourceNotFoundException"), vm.runs().errorProperty().get());
        assertFalse(vm.runs().busyProperty().get());
    }

    @Test
    void anAccessPatternFillsTheFormAndRunsOnTheMultiAttributeIndex() {
        OperationViewModel vm = on(TOURNAMENT);
        var late = vm.patterns().stream().filter(p -> p.name().equals("Late rounds in a region")).findFirst().orElseThrow();
        assertTrue(vm.usePattern(late, java.util.Map.of("region", "EU-WEST")).isEmpty());
        assertEquals("ByRegion", vm.form().indexProperty().get());
        assertEquals(List.of("WINTER2024", "EU-WEST"),
                vm.form().partitionFields().stream().map(f -> f.valueProperty().get()).toList());
        assertEquals("2", vm.form().sortFields().get(0).valueProperty().get());
        assertEquals(SortOp.GE, vm.form().sortOpProperty().get());
        assertEquals("", vm.noteProperty().get());
        vm.runCommand().execute();
        assertTrue(vm.gridProperty().get().rows().stream().allMatch(r -> r.value("region").equals(AttributeValue.s("EU-WEST"))));

        var get = vm.patterns().stream().filter(p -> p.name().equals("Get a match")).findFirst().orElseThrow();
        assertTrue(vm.usePattern(get, java.util.Map.of()).isEmpty());
        assertTrue(vm.cliCommand().startsWith("aws dynamodb get-item --cli-input-json '{\"TableName\":\"TournamentMatches\",\"Key\":"),
                vm.cliCommand());
        vm.runCommand().execute();
        assertEquals(1, vm.gridProperty().get().rows().size());
        assertTrue(vm.runs().summaryProperty().get().startsWith("1 item · 1 scanned · 0.5 RCU · "),
                vm.runs().summaryProperty().get());
    }

    @Test
    void anAccessPatternIsComparedOnTheSandboxAndTheActiveConnection() {
        OperationViewModel same = on(MOVIES);
        dev.tablewright.model.AccessPattern cast = same.patterns().stream()
                .filter(p -> p.name().equals("List cast of a movie")).findFirst().orElseThrow();
        same.comparePattern(cast, java.util.Map.of());
        assertEquals("Sandbox and Sandbox: Same items in the same order.", same.comparisonProperty().get());

        // The "live" side holds the movies without their cast members: it answers with fewer items.
        DataModel fewer = MOVIES.withTable("Movies", t -> t.withEntity("CastMember", e -> e.withItems(List.of())));
        SandboxGateway live = SandboxGateway.of(fewer);
        OperationViewModel differ = new OperationViewModel(tasks, () -> live, () -> MOVIES);
        differ.comparePattern(cast, java.util.Map.of());
        String said = differ.comparisonProperty().get();
        org.junit.jupiter.api.Assertions.assertTrue(said.contains("only in Sandbox"), said);
        // Side by side: each missing item under its key, the Sandbox side holding it, the other absent.
        List<ComparisonRow> rows = List.copyOf(differ.comparison().rows());
        assertEquals(said.replaceAll("\\D+", " ").trim().split(" ")[0], String.valueOf(rows.size()), said + " " + rows);
        assertTrue(rows.stream().allMatch(r -> r.attribute().equals("(item)") && r.right().equals("(absent)")
                && r.item().startsWith("pk=mov#") && r.left().contains("actorId=")), rows.toString());
        assertEquals("Sandbox", differ.comparison().leftNameProperty().get());

        // Every cast member's role renamed on the live side: one row per item returned, that attribute, both values.
        DataModel renamed = MOVIES.withTable("Movies", t -> t.withEntity("CastMember", e -> e.withItems(
                e.items().stream().map(i -> i.with("characterName", AttributeValue.s("Someone else"))).toList())));
        SandboxGateway other = SandboxGateway.of(renamed);
        OperationViewModel changed = new OperationViewModel(tasks, () -> other, () -> MOVIES);
        changed.comparePattern(cast, java.util.Map.of());
        List<ComparisonRow> each = List.copyOf(changed.comparison().rows());
        assertTrue(changed.comparisonProperty().get().endsWith(each.size() + " items with other values."),
                changed.comparisonProperty().get() + " " + each);
        assertTrue(each.size() > 1 && each.stream().allMatch(r -> r.attribute().equals("characterName")
                && r.right().equals("Someone else") && !r.left().equals("Someone else")), each.toString());
        assertEquals(List.of(), List.copyOf(same.comparison().rows()), "alike: nothing side by side");
    }

    /** A Local the connection starts: its endpoint once it has started; before, a comment that runs nothing. */
    @Test
    void aCopiedCommandForALocalWeStartCarriesItsEndpointOnceKnown() {
        SandboxGateway local = SandboxGateway.of(MOVIES);
        dev.tablewright.aws.connect.Connection here = new dev.tablewright.aws.connect.Connection("Mine",
                dev.tablewright.aws.connect.Connection.Kind.LOCAL_STARTED, "", "/opt/ddb", "", "", "", false);
        java.util.concurrent.atomic.AtomicReference<java.util.Optional<String>> started =
                new java.util.concurrent.atomic.AtomicReference<>(java.util.Optional.empty());
        TabConnection tab = new TabConnection(tasks, javafx.collections.FXCollections.observableArrayList(here), here,
                c -> local, c -> TableCatalog.of(() -> MOVIES), c -> started.get());
        OperationViewModel vm = new OperationViewModel(tab, () -> MOVIES);
        assertTrue(vm.cliCommand().startsWith("# DynamoDB Local is still starting"), vm.cliCommand());
        started.set(java.util.Optional.of("http://localhost:41234"));
        assertTrue(vm.cliCommand().startsWith("aws dynamodb "), vm.cliCommand());
        assertTrue(vm.cliCommand().endsWith("' --endpoint-url http://localhost:41234 --region us-east-1"), vm.cliCommand());
    }

    /** Pasted as it is, a command copied from a Local tab must go to that Local, not to AWS. */
    @Test
    void aCopiedCommandCarriesTheTabsEndpointAndRegion() {
        SandboxGateway local = SandboxGateway.of(MOVIES);
        dev.tablewright.aws.connect.Connection here = dev.tablewright.aws.connect.Connection.localEndpoint("Local",
                "http://localhost:8000");
        TabConnection tab = new TabConnection(tasks, javafx.collections.FXCollections.observableArrayList(here), here,
                c -> local, c -> TableCatalog.of(() -> MOVIES));
        OperationViewModel vm = new OperationViewModel(tab, () -> MOVIES);
        String command = vm.cliCommand();
        assertTrue(command.startsWith("aws dynamodb "), command);
        assertTrue(command.endsWith("' --endpoint-url http://localhost:8000 --region us-east-1"), command);
    }
}
