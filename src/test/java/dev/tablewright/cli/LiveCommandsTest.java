package dev.tablewright.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.LocalServer;
import dev.tablewright.aws.sdk.SdkEndpoint;
import dev.tablewright.engine.api.WriteRequest;
import dev.tablewright.format.WorkbenchJson;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Billing;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * query, pivot, tables and run on a live table: DynamoDB Local served over HTTP in the test JVM, holding
 * the movies sample's table and items, so the live answer can be compared with the Sandbox's.
 */
class LiveCommandsTest {
    private static final Path MOVIES_FILE = CommandLineTest.sample("movies-actors.json");
    private static final String MOVIES = MOVIES_FILE.toString();
    private static final String FORREST_GUMP = "{\":p\": {\"S\": \"mov#tt0109830\"}, \":a\": {\"S\": \"act#\"}}";
    private static LocalServer local;
    private static String url;

    private static final ObjectMapper JSON = new ObjectMapper();
    private final Cli cli = new Cli();

    @TempDir
    Path dir;

    @BeforeAll
    static void serveTheMoviesTable() {
        local = LocalServer.start();
        url = local.endpoint();
        TableDesign movies = WorkbenchJson.read(MOVIES_FILE).model().orElseThrow().table("Movies").orElseThrow();
        TableDesign indexed = TableDesign.of("Indexed", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("byStatus", KeySchema.of("status", AttributeType.S,
                        "created", AttributeType.N), Projection.include(List.of("title")))))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("byPriority", new AttributeDef("priority", AttributeType.N),
                        Projection.KEYS_ONLY)))
                .withBilling(Billing.provisioned(5, 3));
        try (SdkEndpoint endpoint = SdkEndpoint.open(url, "us-east-1")) {
            Gateway g = endpoint.gateway();
            g.createTable(movies);
            g.createTable(indexed);
            g.createTable(TableDesign.of("Scratch", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S)));
            List<WriteRequest> batch = new ArrayList<>();
            for (Item i : movies.allItems()) {
                batch.add(new WriteRequest.Put("Movies", i));
                if (batch.size() == 25) {
                    g.batchWrite(batch);
                    batch.clear();
                }
            }
            if (!batch.isEmpty()) {
                g.batchWrite(batch);
            }
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    /** What the command printed on the Sandbox and then on the live table, each expected to succeed. */
    private String[] sandboxAndLive(String[] sandbox, String[] live) {
        assertEquals(ExitCodes.OK, cli.run(sandbox), cli::err);
        String first = cli.out();
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run(live), cli::err);
        return new String[] {first, cli.out()};
    }

    /**
     * The rows of a CSV grid, each as its non-empty cells by column. The live table has no declared
     * attribute list, so its columns after the keys come in the order the items bring them.
     */
    static List<Map<String, String>> rows(String csv) {
        List<List<String>> lines = csv.lines().map(LiveCommandsTest::cells).toList();
        List<Map<String, String>> rows = new ArrayList<>();
        for (List<String> line : lines.subList(1, lines.size())) {
            Map<String, String> row = new TreeMap<>();
            for (int c = 0; c < line.size(); c++) {
                if (!line.get(c).isEmpty()) {
                    row.put(lines.get(0).get(c), line.get(c));
                }
            }
            rows.add(row);
        }
        return rows;
    }

    private static List<String> cells(String line) {
        List<String> cells = new ArrayList<>();
        StringBuilder cell = new StringBuilder();
        boolean quoted = false;
        for (int i = 0; i < line.length(); i++) {
            char c = line.charAt(i);
            if (c == '"') {
                quoted = !quoted;
            } else if (c == ',' && !quoted) {
                cells.add(cell.toString());
                cell.setLength(0);
            } else {
                cell.append(c);
            }
        }
        cells.add(cell.toString());
        return cells;
    }

    @Test
    void aQueryOnTheLiveTablePrintsWhatTheSandboxPrints() {
        String[] out = sandboxAndLive(
                new String[] {"query", MOVIES, "-k", "pk = :p AND begins_with(sk, :a)", "--values", FORREST_GUMP, "-f", "csv"},
                new String[] {"query", "--endpoint", url, "--table", "Movies", "-k", "pk = :p AND begins_with(sk, :a)",
                        "--values", FORREST_GUMP, "-f", "csv"});
        assertEquals(rows(out[0]), rows(out[1]));
        assertEquals(2, rows(out[1]).size(), out[1]);
        assertTrue(cli.err().contains("2 items, 2 read"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("query", "--endpoint", url, "--table", "Movies", "-k", "pk = :p AND begins_with(sk, :a)",
                "--values", FORREST_GUMP, "--limit", "1"), cli::err);
        assertTrue(cli.out().startsWith("Movies — 1 item in 1 partition"), cli::out);
        assertTrue(cli.out().contains("LastEvaluatedKey: {\"pk\":{\"S\":\"mov#tt0109830\"},\"sk\":{\"S\":\"act#nm0000158\"}}"),
                cli::out);
    }

    @Test
    void aLiveIndexIsQueriedWithTheKeysDescribeTableGives() {
        String[] out = sandboxAndLive(
                new String[] {"query", MOVIES, "-i", "GSI-1", "-k", "sk = :a", "--values", "{\":a\": {\"S\": \"act#nm0000158\"}}", "-f", "csv"},
                new String[] {"query", "--endpoint", url, "-t", "Movies", "-i", "GSI-1", "-k", "sk = :a", "--values",
                        "{\":a\": {\"S\": \"act#nm0000158\"}}", "-f", "csv"});
        assertEquals(rows(out[0]), rows(out[1]));
        assertTrue(out[1].startsWith("sk,pk,"), out[1]);
    }

    @Test
    void theModelLendsItsAccessPatternToTheLiveTable() {
        String[] out = sandboxAndLive(
                new String[] {"query", MOVIES, "--pattern", "Get movies by an actor", "--param", "actorId=nm0000158", "-f", "csv"},
                new String[] {"query", MOVIES, "--endpoint", url, "--pattern", "Get movies by an actor", "--param",
                        "actorId=nm0000158", "-f", "csv"});
        assertEquals(rows(out[0]), rows(out[1]));
        assertTrue(out[1].contains("Forrest Gump"), out[1]);
    }

    @Test
    void aLivePivotReadsEveryPageAndShowsTheSameRowsAsTheSandbox() {
        String[] out = sandboxAndLive(new String[] {"pivot", MOVIES, "-i", "GSI-1", "-f", "csv"},
                new String[] {"pivot", "--endpoint", url, "-t", "Movies", "-i", "GSI-1", "-f", "csv"});
        // Every page read, partitions in key order, items in sort order: the same rows in the same order.
        assertEquals(rows(out[0]), rows(out[1]));
        assertEquals(out[0].lines().count(), out[1].lines().count());
    }

    @Test
    void aLivePivotStopsAtMaxItemsAndSaysSo() {
        assertEquals(ExitCodes.OK, cli.run("pivot", "--endpoint", url, "-t", "Movies", "--max-items", "3", "-f", "csv"), cli::err);
        assertEquals(4, cli.out().lines().count(), cli::out); // header and three items
        assertTrue(cli.err().contains("showing the first 3 items of Movies (--max-items to see more)"), cli::err);
    }

    @Test
    void aLiveTableThatIsNotThereIsNamedWithTheTablesThatAre() {
        assertEquals(ExitCodes.USAGE, cli.run("query", "--endpoint", url, "-t", "Film", "-k", "pk = :p", "--values", FORREST_GUMP));
        assertTrue(cli.err().contains("tablewright query: no table 'Film'; there are: "), cli::err);
        assertTrue(cli.err().contains("Movies"), cli::err);
    }

    @Test
    void withNeitherModelNorEndpointTheCommandSaysWhatItNeeds() {
        assertEquals(ExitCodes.USAGE, cli.run("pivot", "-t", "Movies"));
        assertEquals("tablewright pivot: give a MODEL file, or --endpoint URL for a live table", cli.err().strip());
    }

    @Test
    void anEndpointNobodyServesGivesOneLineAndNoStackTrace() {
        assertEquals(ExitCodes.UNREADABLE, cli.run("tables", "--endpoint", "http://localhost:1"));
        assertEquals(1, cli.err().strip().lines().count(), cli::err);
        assertTrue(cli.err().startsWith("tablewright tables: "), cli::err);
        assertFalse(cli.err().contains("\tat "), cli::err);
    }

    @Test
    void aProfileOfTheSdksOwnFilesReachesItsEndpoint(@org.junit.jupiter.api.io.TempDir Path folder) throws Exception {
        java.nio.file.Files.writeString(folder.resolve("config"),
                "[profile local]\nregion = eu-west-1\nendpoint_url = " + url + "\n");
        java.nio.file.Files.writeString(folder.resolve("credentials"),
                "[local]\naws_access_key_id = AKIDLOCAL\naws_secret_access_key = not-a-secret\n");
        System.setProperty("aws.configFile", folder.resolve("config").toString());
        System.setProperty("aws.sharedCredentialsFile", folder.resolve("credentials").toString());
        try {
            assertEquals(ExitCodes.OK, cli.run("tables", "--profile", "local"), cli::err);
            assertTrue(cli.out().contains("Movies"), cli::out);
            cli.clear();
            assertEquals(ExitCodes.USAGE, cli.run("tables", "--profile", "local", "--endpoint", url));
            assertTrue(cli.err().contains("not both"), cli::err);
        } finally {
            System.clearProperty("aws.configFile");
            System.clearProperty("aws.sharedCredentialsFile");
        }
    }

    @Test
    void tablesListsTheEndpointsTables() {
        assertEquals(ExitCodes.OK, cli.run("tables", "--endpoint", url), cli::err);
        assertTrue(cli.out().lines().toList().containsAll(List.of("Indexed", "Movies")), cli::out);
    }

    @Test
    void tablesDescribesKeysIndexesProjectionsAndItemCount() {
        assertEquals(ExitCodes.OK, cli.run("tables", "Indexed", "--endpoint", url), cli::err);
        assertEquals(String.join(System.lineSeparator(),
                "Indexed  0 items, provisioned 5 RCU / 3 WCU, ACTIVE",
                "  keys  pk (S) / sk (S)",
                "  GSI   byStatus: status (S) / created (N); INCLUDE title",
                "  LSI   byPriority: pk (S) / priority (N); KEYS_ONLY"), cli.out().strip());
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("tables", "Movies", "--endpoint", url, "-f", "json"), cli::err);
        int items = WorkbenchJson.read(MOVIES_FILE).model().orElseThrow().table("Movies").orElseThrow().allItems().size();
        assertTrue(cli.out().contains("\"ItemCount\": " + items + ","), cli::out);
        assertTrue(cli.out().contains("\"IndexName\": \"GSI-1\""), cli::out);
    }

    @Test
    void tablesOfAModelShowAMultiAttributeKeyWholeAsTheSandboxHasIt() {
        assertEquals(ExitCodes.OK, cli.run("tables", "--model", CommandLineTest.sample("tournament-matches.json").toString(),
                "TournamentMatches"), cli::err);
        assertTrue(cli.out().contains("ByRegion: (tournamentId (S), region (S)) / (round (N), bracket (S), matchId (S)); ALL"),
                cli::out);
    }

    @Test
    void tablesOfAModelShowTheSettingsThatDifferFromTheDefaults() {
        assertEquals(ExitCodes.OK, cli.run("tables", "--model", CommandLineTest.sample("shop-settings.json").toString(),
                "ShopOrders"), cli::err);
        assertTrue(cli.out().contains("  Point-in-time recovery: on, 14 days"), cli::out);
        assertTrue(cli.out().contains("  Time to live: on, attribute expiresAt"), cli::out);
    }

    /** The result's count (the last "count": each partition block has its own before it). */
    private static int count(String json) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\"count\": (\\d+)").matcher(json);
        int count = -1;
        while (m.find()) {
            count = Integer.parseInt(m.group(1));
        }
        return count;
    }

    private String request(String json) throws IOException {
        Path file = dir.resolve("request.json");
        Files.writeString(file, json);
        return file.toString();
    }

    @Test
    void runTakesTheAwsCliShapeOnTheSandboxAndOnTheEndpointAlike() throws IOException {
        String query = request("""
                {"TableName": "Movies", "KeyConditionExpression": "pk = :p AND begins_with(sk, :a)",
                 "ExpressionAttributeValues": {":p": {"S": "mov#tt0109830"}, ":a": {"S": "act#"}}, "ScanIndexForward": false}""");
        String[] out = sandboxAndLive(new String[] {"run", query, "--operation", "query", "--model", MOVIES, "-f", "csv"},
                new String[] {"run", query, "--operation", "query", "--endpoint", url, "-f", "csv"});
        assertEquals(rows(out[0]), rows(out[1]));
        assertTrue(out[1].indexOf("act#nm0000705") < out[1].indexOf("act#nm0000158"), out[1]);
        String scan = request("""
                {"TableName": "Movies", "FilterExpression": "#t = :t", "ExpressionAttributeNames": {"#t": "entityType"},
                 "ExpressionAttributeValues": {":t": {"S": "cast"}}, "Segment": 0, "TotalSegments": 1}""");
        out = sandboxAndLive(new String[] {"run", scan, "-o", "scan", "-m", MOVIES, "-f", "json"},
                new String[] {"run", scan, "-o", "scan", "--endpoint", url, "-f", "json"});
        assertEquals(count(out[0]), count(out[1]));
        assertTrue(count(out[1]) > 10, out[1]);
    }

    @Test
    void runHonoursReturnConsumedCapacityOnTheSandboxAndOnTheEndpointAlike() throws IOException {
        for (String asked : new String[] {"TOTAL", "INDEXES"}) {
            String query = request("{\"TableName\": \"Movies\", \"KeyConditionExpression\": \"pk = :p\","
                    + " \"ExpressionAttributeValues\": {\":p\": {\"S\": \"mov#tt0109830\"}},"
                    + " \"ReturnConsumedCapacity\": \"" + asked + "\"}");
            String[] out = sandboxAndLive(new String[] {"run", query, "-o", "query", "-m", MOVIES},
                    new String[] {"run", query, "-o", "query", "--endpoint", url});
            String line = "ConsumedCapacity (" + asked + "): 0.5 capacity units (Movies"
                    + (asked.equals("INDEXES") ? ": table 0.5)" : ")");
            assertTrue(out[0].contains(line), out[0]);
            assertTrue(out[1].contains(line), out[1]);
        }
        // INDEXES splits a read of an index between the index and the table (nothing fetched here)
        String byActor = request("{\"TableName\": \"Movies\", \"IndexName\": \"GSI-1\", \"KeyConditionExpression\": "
                + "\"sk = :a\", \"ExpressionAttributeValues\": {\":a\": {\"S\": \"act#nm0000158\"}},"
                + " \"ReturnConsumedCapacity\": \"INDEXES\"}");
        String[] out = sandboxAndLive(new String[] {"run", byActor, "-o", "query", "-m", MOVIES},
                new String[] {"run", byActor, "-o", "query", "--endpoint", url});
        String line = "ConsumedCapacity (INDEXES): 0.5 capacity units (Movies: table 0, global index GSI-1 0.5)";
        assertTrue(out[0].contains(line), out[0]);
        assertTrue(out[1].contains(line), out[1]);
        String transactGet = request("{\"TransactItems\": [{\"Get\": {\"TableName\": \"Movies\", \"Key\": {\"pk\": "
                + "{\"S\": \"mov#tt0109830\"}, \"sk\": {\"S\": \"mov#tt0109830\"}}}}], \"ReturnConsumedCapacity\": \"INDEXES\"}");
        out = sandboxAndLive(new String[] {"run", transactGet, "-o", "transact-get-items", "-m", MOVIES},
                new String[] {"run", transactGet, "-o", "transact-get-items", "--endpoint", url});
        line = "1 of 1 found, 2.0 capacity units (Movies: table 2)";
        assertTrue(out[0].contains(line), out[0]);
        assertTrue(out[1].contains(line), out[1]);
        // ExecuteStatement: taken, and said where not reported (the Sandbox; DynamoDB Local returns none either)
        String select = request("{\"Statement\": \"SELECT * FROM Movies WHERE pk = 'mov#tt0109830'\","
                + " \"ReturnConsumedCapacity\": \"TOTAL\"}");
        out = sandboxAndLive(new String[] {"run", select, "-o", "execute-statement", "-m", MOVIES},
                new String[] {"run", select, "-o", "execute-statement", "--endpoint", url});
        assertTrue(out[0].contains("ConsumedCapacity (TOTAL): not reported"), out[0]);
        assertTrue(out[1].contains("ConsumedCapacity (TOTAL): not reported"), out[1]);
        String plain = request("{\"TableName\": \"Movies\", \"KeyConditionExpression\": \"pk = :p\","
                + " \"ExpressionAttributeValues\": {\":p\": {\"S\": \"mov#tt0109830\"}}}");
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("run", plain, "-o", "query", "-m", MOVIES), cli::err);
        assertFalse(cli.out().contains("ConsumedCapacity"), cli::out);
    }

    @Test
    void runPrintsTheItemAFailedConditionFoundWhenAskedOnTheSandboxAndOnTheEndpointAlike() throws IOException {
        String put = "{\"TableName\": \"Movies\", \"Item\": {\"pk\": {\"S\": \"mov#tt0109830\"}, \"sk\": {\"S\": "
                + "\"mov#tt0109830\"}}, \"ConditionExpression\": \"attribute_not_exists(pk)\"";
        String asked = request(put + ", \"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"}");
        List<JsonNode> items = new ArrayList<>();
        for (String[] target : new String[][] {{"-m", MOVIES}, {"--endpoint", url}}) {
            cli.clear();
            assertEquals(ExitCodes.ERRORS, cli.run("run", asked, "-o", "put-item", target[0], target[1]), cli::out);
            String[] lines = cli.err().split("\\R");
            assertEquals("ConditionalCheckFailedException: The conditional request failed", lines[0], cli::err);
            assertTrue(lines[1].startsWith("Item: {") && lines[1].contains("\"title\":{\"S\":\"Forrest Gump\"}"),
                    cli::err);
            items.add(JSON.readTree(lines[1].substring("Item: ".length())));
        }
        assertEquals(items.get(0), items.get(1), "the same item on the Sandbox and the endpoint");
        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("run", request(put + "}"), "-o", "put-item", "--endpoint", url));
        assertFalse(cli.err().contains("Item:"), cli::err);
        String transaction = request("{\"TransactItems\": [{\"ConditionCheck\": {\"TableName\": \"Movies\", \"Key\": "
                + "{\"pk\": {\"S\": \"mov#tt0109830\"}, \"sk\": {\"S\": \"mov#tt0109830\"}}, \"ConditionExpression\": "
                + "\"attribute_not_exists(pk)\", \"ReturnValuesOnConditionCheckFailure\": \"ALL_OLD\"}}]}");
        for (String[] target : new String[][] {{"-m", MOVIES}, {"--endpoint", url}}) {
            cli.clear();
            assertEquals(ExitCodes.ERRORS, cli.run("run", transaction, "-o", "transact-write-items", target[0], target[1]));
            assertTrue(cli.err().contains(": ConditionalCheckFailed" + System.lineSeparator() + "      Item: {"), cli::err);
            assertTrue(cli.err().contains("\"title\":{\"S\":\"Forrest Gump\"}"), cli::err);
        }
    }

    /** A model file of the table Indexed with its LSI (byPriority, KEYS_ONLY), for the Sandbox's item collections. */
    private Path indexedModel() throws IOException {
        TableDesign indexed = TableDesign.of("Indexed", KeySchema.of("pk", AttributeType.S, "sk", AttributeType.S))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("byPriority", new AttributeDef("priority",
                        AttributeType.N), Projection.KEYS_ONLY)));
        Path model = dir.resolve("indexed.json");
        Files.writeString(model, WorkbenchJson.write(DataModel.of("indexed", List.of(indexed))));
        return model;
    }

    @Test
    void runPrintsTheItemCollectionMetricsTheSandboxCountsAndSaysWhenTheEndpointReturnsNone() throws IOException {
        Path model = indexedModel();
        String json = "{\"TableName\": \"Indexed\", \"Item\": {\"pk\": {\"S\": \"p#1\"}, \"sk\": {\"S\": \"a\"},"
                + " \"priority\": {\"N\": \"2\"}}, \"ReturnItemCollectionMetrics\": \"SIZE\"}";
        String put = request(json);
        assertEquals(ExitCodes.OK, cli.run("run", put, "-o", "put-item", "-m", model.toString()), cli::err);
        assertTrue(cli.out().contains("ItemCollectionMetrics (SIZE): ItemCollectionKey {\"pk\":{\"S\":\"p#1\"}}, "
                + "SizeEstimateRangeGB [0, 1]"), cli::out);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("run", put, "-o", "put-item", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("ItemCollectionMetrics (SIZE): none returned (DynamoDB returns them only for a "
                + "table with local secondary indexes; DynamoDB Local returns none)"), cli::out);
        cli.clear();
        String key = "{\"TableName\": \"Indexed\", \"Key\": {\"pk\": {\"S\": \"p#1\"}, \"sk\": {\"S\": \"a\"}}}";
        assertEquals(ExitCodes.OK, cli.run("run", request(key), "-o", "delete-item", "--endpoint", url), cli::err);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("run", request(json.replace("SIZE", "NONE")), "-o", "put-item", "-m",
                model.toString()), cli::err);
        assertFalse(cli.out().contains("ItemCollectionMetrics"), cli::out);
    }

    /**
     * Batch and transaction writes take both Return members: the endpoint's capacity printed as returned,
     * the Sandbox's collections counted (its capacity for these is not reported: docs/engine-differences.md).
     */
    @Test
    void runHonoursReturnMembersOnBatchAndTransactionWrites() throws IOException {
        Path model = indexedModel();
        String item = "{\"pk\": {\"S\": \"p#2\"}, \"sk\": {\"S\": \"b\"}, \"priority\": {\"N\": \"1\"}}";
        String asked = ", \"ReturnConsumedCapacity\": \"TOTAL\", \"ReturnItemCollectionMetrics\": \"SIZE\"}";
        String batch = "{\"RequestItems\": {\"Indexed\": [{\"PutRequest\": {\"Item\": " + item + "}}]}" + asked;
        String transaction = "{\"TransactItems\": [{\"Put\": {\"TableName\": \"Indexed\", \"Item\": " + item + "}}]"
                + asked;
        String[][] operations = {{"batch-write-item", batch}, {"transact-write-items", transaction}};
        for (String[] op : operations) {
            op[1] = request(op[1]); // one request file, rewritten for each
            cli.clear();
            assertEquals(ExitCodes.OK, cli.run("run", op[1], "-o", op[0], "-m", model.toString()), cli::err);
            assertTrue(cli.out().contains("Indexed ItemCollectionMetrics (SIZE): ItemCollectionKey "
                    + "{\"pk\":{\"S\":\"p#2\"}}, SizeEstimateRangeGB [0, 1]"), op[0] + ": " + cli.out());
            assertTrue(cli.out().contains("ConsumedCapacity (TOTAL): not reported"), op[0] + ": " + cli.out());
            cli.clear();
            assertEquals(ExitCodes.OK, cli.run("run", op[1], "-o", op[0], "--endpoint", url), cli::err);
            assertTrue(cli.out().contains("ItemCollectionMetrics (SIZE): none returned"), op[0] + ": " + cli.out());
            assertTrue(cli.out().matches("(?s).*ConsumedCapacity \\(TOTAL\\): [0-9.]+ capacity units \\(Indexed\\).*"),
                    op[0] + ": " + cli.out());
            String key = "{\"TableName\": \"Indexed\", \"Key\": {\"pk\": {\"S\": \"p#2\"}, \"sk\": {\"S\": \"b\"}}}";
            assertEquals(ExitCodes.OK, cli.run("run", request(key), "-o", "delete-item", "--endpoint", url), cli::err);
        }
    }

    @Test
    void runRefusesALegacyParameterNamingTheExpressionToWrite() throws IOException {
        String query = request("""
                {"TableName": "Movies", "KeyConditions": {"pk": {"AttributeValueList": [{"S": "mov#tt0109830"}],
                 "ComparisonOperator": "EQ"}}}""");
        assertEquals(ExitCodes.USAGE, cli.run("run", query, "-o", "query", "-m", MOVIES));
        assertTrue(cli.err().contains("$.KeyConditions: a legacy parameter Tablewright does not run; write a "
                + "KeyConditionExpression instead"), cli::err);
    }

    @Test
    void runTakesAPartiqlStatementAndAnswersAsTheEndpointDoes() throws IOException {
        String select = request("""
                {"Statement": "SELECT * FROM Movies WHERE pk = ?", "Parameters": [{"S": "mov#tt0109830"}]}""");
        String[] out = sandboxAndLive(new String[] {"run", select, "-o", "execute-statement", "-m", MOVIES, "-f", "csv"},
                new String[] {"run", select, "-o", "execute-statement", "--endpoint", url, "-f", "csv"});
        assertEquals(rows(out[0]), rows(out[1]));
        assertTrue(out[1].contains("act#nm0000158"), out[1]);
        cli.clear();
        String insert = request("""
                {"Statement": "INSERT INTO Movies VALUE {'pk': 'mov#x', 'sk': 'mov#x'}"}""");
        assertEquals(ExitCodes.ERRORS, cli.run("run", insert, "-o", "execute-statement", "--endpoint", url, "--read-only"));
        assertTrue(cli.err().startsWith("ReadOnlyConnection:"), cli::err);
        cli.clear();
        String blank = request("""
                {"Statement": " "}""");
        assertEquals(ExitCodes.USAGE, cli.run("run", blank, "-o", "execute-statement", "-m", MOVIES));
        assertTrue(cli.err().contains(": $.Statement: expected the PartiQL statement, found"), cli::err);
        cli.clear();
        String unreadable = request("""
                {"Statement": "UPSERT INTO Movies VALUE {'pk': 'mov#y'}"}""");
        assertEquals(ExitCodes.USAGE, cli.run("run", unreadable, "-o", "execute-statement", "--endpoint", url));
        assertTrue(cli.err().contains("cannot tell the statement's table"), cli::err);
    }

    @Test
    void runWritesAndReadsBackOnTheEndpoint() throws IOException {
        String put = request("""
                {"TableName": "Scratch", "Item": {"pk": {"S": "mov#run"}, "sk": {"S": "mov#run"}, "title": {"S": "Run Lola Run"}}}""");
        assertEquals(ExitCodes.OK, cli.run("run", put, "-o", "put-item", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("0 items"), cli::out);
        cli.clear();
        String update = request("""
                {"TableName": "Scratch", "Key": {"pk": {"S": "mov#run"}, "sk": {"S": "mov#run"}},
                 "UpdateExpression": "SET #y = :y", "ExpressionAttributeNames": {"#y": "year"},
                 "ExpressionAttributeValues": {":y": {"N": "1998"}}, "ReturnValues": "ALL_NEW"}""");
        assertEquals(ExitCodes.OK, cli.run("run", update, "-o", "update-item", "--endpoint", url, "-f", "csv"), cli::err);
        assertTrue(cli.out().contains("mov#run,mov#run,") && cli.out().contains("1998"), cli::out);
        cli.clear();
        String key = request("""
                {"TableName": "Scratch", "Key": {"pk": {"S": "mov#run"}, "sk": {"S": "mov#run"}}}""");
        assertEquals(ExitCodes.OK, cli.run("run", key, "-o", "get-item", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("Run Lola Run") && cli.out().contains("1 item"), cli::out);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("run", key, "-o", "delete-item", "--endpoint", url), cli::err);
        cli.clear();
        assertEquals(ExitCodes.OK, cli.run("run", key, "-o", "get-item", "--endpoint", url), cli::err);
        assertTrue(cli.out().contains("0 items"), cli::out);
    }

    @Test
    void runRefusesAMemberTheOperationDoesNotHaveAndAnUnknownOperation() throws IOException {
        String get = request("""
                {"TableName": "Movies", "Key": {"pk": {"S": "x"}, "sk": {"S": "y"}}, "KeyConditionExpression": "pk = :p"}""");
        assertEquals(ExitCodes.USAGE, cli.run("run", get, "-o", "get-item", "-m", MOVIES));
        assertTrue(cli.err().contains("$.KeyConditionExpression: not a member of a get-item request (expected one of "
                + "ConsistentRead, ExpressionAttributeNames, Key, ProjectionExpression, ReturnConsumedCapacity, "
                + "TableName)"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("run", get, "-o", "batch-get", "-m", MOVIES));
        assertTrue(cli.err().contains("expected one of query, scan, get-item, put-item, update-item, delete-item, "
                + "batch-get-item, batch-write-item, transact-get-items, transact-write-items, execute-statement,"
                + " search-vectors; found 'batch-get'"), cli::err);
        cli.clear();
        assertEquals(ExitCodes.USAGE, cli.run("run", get, "-o", "batch-get-item", "-m", MOVIES));
        assertTrue(cli.err().contains("$.TableName: not a member of a batch-get-item request (expected one of RequestItems, "
                + "ReturnConsumedCapacity)"),
                cli::err);
        cli.clear();
        assertEquals(ExitCodes.ERRORS, cli.run("run", request("{\"TableName\": \"Movies\", \"Key\": {\"pk\": {\"S\": \"x\"}}}"),
                "-o", "get-item", "-m", MOVIES));
        assertTrue(cli.err().startsWith("ValidationException: "), cli::err);
    }
}
