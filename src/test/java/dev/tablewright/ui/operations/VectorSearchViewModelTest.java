package dev.tablewright.ui.operations;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.sandbox.SandboxGateway;
import dev.tablewright.aws.sdk.SdkGateway;
import dev.tablewright.aws.EmbeddedDynamoDb;
import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.TableDesign;
import dev.tablewright.ui.common.ImmediateTaskRunner;
import dev.tablewright.ui.pivot.GridRow;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.stream.Collectors;

/** The Vector search tab on the products-vectors sample (index ByEmbedding: 8 dims, COSINE, HASH category). */
class VectorSearchViewModelTest {
    private static final DataModel PRODUCTS = SampleModels.read("products-vectors.json").model().orElseThrow();
    private static final TableDesign CATALOG = PRODUCTS.table("ProductCatalog").orElseThrow();
    /** A footwear product: searching with its own embedding finds it first, at distance 0. */
    private static final Item RUNNER = CATALOG.allItems().stream()
            .filter(i -> i.get("PK").equals(java.util.Optional.of(AttributeValue.s("PRODUCT#prd-ef36be"))))
            .findFirst().orElseThrow();

    private final SandboxGateway sandbox = SandboxGateway.of(PRODUCTS);
    private final VectorSearchViewModel vm = new VectorSearchViewModel(new ImmediateTaskRunner(), () -> sandbox,
            () -> PRODUCTS);

    private static String vectorOf(Item item) {
        return ((AttributeValue.L) item.get("embedding").orElseThrow()).value().stream()
                .map(v -> ((AttributeValue.N) v).text()).collect(Collectors.joining(", ", "[", "]"));
    }

    private List<GridRow> rows() {
        return vm.gridProperty().get().rows();
    }

    @Test
    void theTableAndItsVectorIndexAreOfferedWithWhatTheScoreMeans() {
        assertEquals("ProductCatalog", vm.tableProperty().get());
        assertEquals(List.of("ByEmbedding"), vm.indexes());
        assertEquals("ByEmbedding", vm.indexProperty().get());
        assertEquals("10", vm.topKProperty().get());
        assertTrue(vm.meaningProperty().get().contains("cosine distance") && vm.meaningProperty().get()
                .contains("lower is nearer"), vm.meaningProperty().get());
        assertFalse(vm.runCommand().isExecutable()); // no vector yet
        assertTrue(vm.noteProperty().get().contains("search vector"), vm.noteProperty().get());
    }

    private dev.tablewright.model.AccessPattern pattern(String name) {
        return vm.patterns().stream().filter(p -> p.name().equals(name)).findFirst().orElseThrow();
    }

    @Test
    void aVectorSearchPatternFillsTheFormWithItsSampleValuesAndRuns() {
        assertEquals(List.of("Similar products", "Search by description within a category"),
                vm.patterns().stream().map(dev.tablewright.model.AccessPattern::name).toList(), "vector searches only");
        assertEquals(java.util.Optional.empty(), vm.usePattern(pattern("Similar products"), java.util.Map.of()));
        assertEquals(vectorOf(RUNNER), vm.vectorProperty().get(), "the item's own vector, read from the sample");
        assertEquals("4", vm.topKProperty().get());
        assertEquals("category = footwear", vm.conditionProperty().get());
        assertEquals("", vm.noteProperty().get());
        vm.runCommand().execute();
        assertEquals(4, rows().size());
        assertEquals(AttributeValue.s("PRODUCT#prd-ef36be"), rows().get(0).value("PK"));

        assertEquals(java.util.Optional.empty(), vm.usePattern(pattern("Search by description within a category"),
                java.util.Map.of("brand", "Trailkin")));
        assertEquals("category = footwear AND brand = Trailkin", vm.conditionProperty().get(), "a value typed over");
        assertEquals(java.util.Optional.of("no sample item has the key PK=PRODUCT#nope, SK=PRODUCT, whose vector the"
                + " search would use"), vm.usePattern(pattern("Similar products"),
                java.util.Map.of(dev.tablewright.model.AccessPattern.SEARCH_VECTOR, "PK=PRODUCT#nope, SK=PRODUCT")));
    }

    @Test
    void aVectorSearchPatternIsComparedWithTheSandbox() {
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local", false);
        VectorSearchViewModel onLocal = new VectorSearchViewModel(new ImmediateTaskRunner(), () -> local, () -> PRODUCTS);
        onLocal.comparePattern(pattern("Similar products"), java.util.Map.of());
        assertEquals("Sandbox and DynamoDB Local: DynamoDB Local: UnknownOperationException: DynamoDB Local does not"
                + " support SearchVectors (vector indexes): search in the Sandbox, or on AWS",
                onLocal.comparisonProperty().get());
        vm.comparePattern(pattern("Similar products"), java.util.Map.of());
        assertTrue(vm.comparisonProperty().get().contains("same"), vm.comparisonProperty().get());
    }

    @Test
    void aSearchShowsTheNearestFirstWithTheScoreColumnFirstThenTheKeys() {
        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.topKProperty().set("3");
        vm.conditionProperty().set("category = footwear");
        assertEquals("", vm.noteProperty().get());
        vm.runCommand().execute();

        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(List.of(VectorSearchViewModel.SCORE, "PK", "SK"), vm.gridProperty().get().columns().subList(0, 3)
                .stream().map(c -> c.name()).toList());
        assertTrue(rows().size() >= 1 && rows().size() <= 3, rows().toString());
        assertEquals(AttributeValue.s("PRODUCT#prd-ef36be"), rows().get(0).value("PK"));
        double first = ((AttributeValue.N) rows().get(0).value(VectorSearchViewModel.SCORE)).value().doubleValue();
        assertEquals(0.0, first, 1e-6);
        for (int i = 1; i < rows().size(); i++) {
            assertTrue(((AttributeValue.N) rows().get(i).value(VectorSearchViewModel.SCORE)).value().doubleValue() >= first);
            assertEquals(AttributeValue.s("footwear"), rows().get(i).value("category"));
        }
        assertTrue(vm.runs().summaryProperty().get().startsWith(rows().size() + " result"), vm.runs().summaryProperty().get());
        assertEquals(1, vm.runs().history().size());
    }

    @Test
    void aSearchWithoutThePartitionValueFailsInDynamoDbsWords() {
        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.runCommand().execute();
        assertEquals("ValidationException: SearchConditionExpression must be provided when SearchSchema has a HASH key",
                vm.runs().errorProperty().get());
    }

    @Test
    void aVectorOfTheWrongLengthOrABadTopKHoldsNoRequestAndSaysWhy() {
        vm.vectorProperty().set("[0.1, 0.2, 0.3]");
        assertFalse(vm.runCommand().isExecutable());
        assertEquals("the vector has 3 numbers; index ByEmbedding has 8 dimensions", vm.noteProperty().get());

        vm.vectorProperty().set("[0.1, x, 0.3]");
        assertEquals("the vector's element 2 is not a number: 'x'", vm.noteProperty().get());

        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.topKProperty().set("101");
        assertFalse(vm.runCommand().isExecutable());
        assertEquals("TopK: expected a whole number from 1 to 100, found '101'", vm.noteProperty().get());
        vm.topKProperty().set("100");
        assertTrue(vm.runCommand().isExecutable());
    }

    @Test
    void theRequestIsTheCliShapeAndASavedSearchReopensTheSame() {
        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.topKProperty().set("5");
        vm.conditionProperty().set("category = footwear AND brand = Stridewell");
        vm.projectionProperty().set("name, price");
        String json = vm.jsonProperty().get();
        assertTrue(json.contains("\"TableName\" : \"ProductCatalog\"") || json.contains("\"TableName\": \"ProductCatalog\""), json);
        assertTrue(json.contains("\"TopK\""), json);
        assertTrue(json.contains("SearchConditionExpression"), json);
        assertTrue(vm.cliCommand().startsWith("aws dynamodb search-vectors --cli-input-json"), vm.cliCommand());

        SavedOperation saved = vm.savable().orElseThrow();
        assertEquals("search-vectors", saved.operation());
        VectorSearchViewModel reopened = new VectorSearchViewModel(new ImmediateTaskRunner(), () -> sandbox,
                () -> PRODUCTS);
        reopened.open(saved);
        assertEquals("category = footwear AND brand = Stridewell", reopened.conditionProperty().get());
        assertEquals("name, price", reopened.projectionProperty().get());
        assertEquals("5", reopened.topKProperty().get());
        assertEquals(json, reopened.jsonProperty().get());

        reopened.runCommand().execute();
        assertEquals("", reopened.runs().errorProperty().get());
        // The projection asked for name and price only: the keys come back only when asked for.
        assertEquals(AttributeValue.s("Stridewell Trail Runner"), reopened.gridProperty().get().rows().get(0).value("name"));
    }

    @Test
    void onDynamoDbLocalTheRunSaysItDoesNotSupportVectorSearch() {
        Gateway local = new SdkGateway(EmbeddedDynamoDb.client(), "DynamoDB Local (embedded)", false);
        VectorSearchViewModel onLocal = new VectorSearchViewModel(new ImmediateTaskRunner(), () -> local, () -> PRODUCTS);
        onLocal.vectorProperty().set(vectorOf(RUNNER));
        onLocal.conditionProperty().set("category = footwear");
        onLocal.runCommand().execute();
        String error = onLocal.runs().errorProperty().get();
        assertTrue(error.contains("DynamoDB Local does not support SearchVectors"), error);
        assertFalse(error.contains("\n"), error);
    }

    @Test
    void aRunInTheHistoryComesBackIntoTheForm() {
        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.topKProperty().set("4");
        vm.conditionProperty().set("category = footwear");
        vm.runCommand().execute();
        String json = vm.jsonProperty().get();
        vm.conditionProperty().set("category = outdoor");
        vm.topKProperty().set("9");

        vm.recall(vm.runs().history().get(0));
        assertEquals("category = footwear", vm.conditionProperty().get());
        assertEquals("4", vm.topKProperty().get());
        assertEquals(json, vm.jsonProperty().get());
    }

    /** A search-vectors request as a person might type it: its own placeholders, TopK 3, a name projected. */
    private static String typed(String vector) {
        return "{\"TableName\": \"ProductCatalog\", \"IndexName\": \"ByEmbedding\",\n"
                + " \"SearchVector\": " + vector.replaceAll("(-?[0-9.]+)", "{\"N\": \"$1\"}") + ",\n"
                + " \"SearchConditionExpression\": \"#cat = :cat\",\n"
                + " \"ExpressionAttributeNames\": {\"#cat\": \"category\", \"#nm\": \"name\"},\n"
                + " \"ExpressionAttributeValues\": {\":cat\": {\"S\": \"footwear\"}},\n"
                + " \"ProjectionExpression\": \"#nm\", \"TopK\": 3}";
    }

    @Test
    void anEditedJsonFillsTheFormAndStaysAsTyped() {
        String text = typed(vectorOf(RUNNER));
        vm.editJson(text);

        assertEquals("", vm.noteProperty().get());
        assertEquals("category = footwear", vm.conditionProperty().get());
        assertEquals("3", vm.topKProperty().get());
        assertEquals("name", vm.projectionProperty().get());
        assertEquals(vectorOf(RUNNER), vm.vectorProperty().get());
        // The form filled from the JSON does not write its own JSON over what was typed.
        assertEquals(text, vm.jsonProperty().get());
        assertTrue(vm.runCommand().isExecutable());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(AttributeValue.s("Stridewell Trail Runner"), rows().get(0).value("name"));
        assertEquals(text, vm.runs().history().get(0).json());
    }

    @Test
    void anEditOfTheFormAfterAnEditOfTheJsonWritesTheJsonAgain() {
        vm.editJson(typed(vectorOf(RUNNER)));
        vm.topKProperty().set("4");
        String json = vm.jsonProperty().get();
        assertTrue(json.contains("\"TopK\" : 4") || json.contains("\"TopK\": 4"), json);
        assertTrue(json.contains("#n0"), json);
        assertFalse(json.contains("#cat"), json);
        assertEquals(4, vm.request().orElseThrow().topK());
    }

    @Test
    void badJsonSaysWhatIsWrongAndLeavesTheFormAsItWas() {
        vm.vectorProperty().set(vectorOf(RUNNER));
        vm.conditionProperty().set("category = footwear");
        String formJson = vm.jsonProperty().get();

        String bad = formJson.replace("\"TopK\"", "\"Top\"");
        vm.editJson(bad);
        assertEquals("the JSON is not a search-vectors request: $.Top: not a member of a search-vectors request",
                vm.noteProperty().get().replaceAll(" \\(.*", ""));
        assertFalse(vm.runCommand().isExecutable());
        assertEquals(bad, vm.jsonProperty().get());
        assertEquals("category = footwear", vm.conditionProperty().get());
        assertEquals("10", vm.topKProperty().get());

        vm.editJson("{\"TableName\": \"ProductCatalog\", ");
        assertTrue(vm.noteProperty().get().startsWith("the JSON is not a search-vectors request: "), vm.noteProperty().get());
        assertTrue(vm.noteProperty().get().contains("1:33") && vm.noteProperty().get().contains("broken JSON"),
                vm.noteProperty().get()); // where it broke: line 1, column 33
        assertEquals("category = footwear", vm.conditionProperty().get());

        vm.editJson(formJson);
        assertEquals("", vm.noteProperty().get());
        assertTrue(vm.runCommand().isExecutable());
    }

    @Test
    void aRequestTheFormCannotSayRunsAsWritten() {
        vm.topKProperty().set("7");
        String text = typed(vectorOf(RUNNER)).replace("\"TopK\": 3", "\"TopK\": 3, \"ReturnConsumedCapacity\": \"TOTAL\"");
        vm.editJson(text);
        assertEquals("edited as JSON: the form cannot show this request; it runs as written", vm.noteProperty().get());
        assertEquals("7", vm.topKProperty().get()); // the form is not half-filled
        assertEquals(text, vm.jsonProperty().get());
        vm.runCommand().execute();
        assertEquals("", vm.runs().errorProperty().get());
        assertEquals(3, rows().size());
    }
}
