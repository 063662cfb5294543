package dev.tablewright.engine.refactor;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.format.workbench.SavedRequestRenames;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DistanceFunction;
import dev.tablewright.model.Entity;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.SavedOperation;
import dev.tablewright.model.SearchSchema;
import dev.tablewright.model.TableDesign;
import dev.tablewright.model.VectorIndex;
import dev.tablewright.model.edit.Edit;
import dev.tablewright.model.edit.EditRefused;
import dev.tablewright.model.edit.EntityEdits;
import dev.tablewright.rules.ModelValidator;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AttributeRenameTest {
    private static final String T = "Movies";
    private final DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();
    private final SavedRequestRenames requests = new SavedRequestRenames();

    private TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    @Test
    void renamesTheAttributeInEveryEntityTemplateItemAndPattern() {
        DataModel renamed = AttributeRename.edit(T, "movieId", "movie_id", requests).apply(movies);
        TableDesign t = table(renamed);
        for (String name : List.of("Movie", "CastMember", "StreamTotal")) {
            Entity e = t.entity(name).orElseThrow();
            assertTrue(e.attribute("movie_id").isPresent(), name);
            assertTrue(e.attribute("movieId").isEmpty(), name);
            assertEquals("mov#${movie_id}", e.keyTemplates().get("pk").source(), name);
            assertTrue(e.items().stream().noneMatch(i -> i.has("movieId")), name);
        }
        AccessPattern get = t.accessPatterns().stream().filter(p -> p.name().equals("Get movie by movie ID"))
                .findFirst().orElseThrow();
        assertEquals("pk = mov#${movie_id} AND sk = mov#${movie_id}", get.keyCondition());
        assertEquals("tt0468569", get.parameters().get("movie_id"));
        assertFalse(get.parameters().containsKey("movieId"));
    }

    @Test
    void theTimeToLiveAttributeFollowsTheRename() {
        DataModel shop = SampleModels.read("shop-settings.json").model().orElseThrow();
        RenamePlan plan = AttributeRename.plan(shop, "ShopOrders", "expiresAt", "expires_at", requests);
        TableDesign t = plan.renamed().table("ShopOrders").orElseThrow();
        assertEquals(java.util.Optional.of("expires_at"), t.settings().ttlAttribute());
        assertTrue(plan.sites().stream().anyMatch(s -> s.place().equals("Table ShopOrders · time-to-live attribute")),
                plan.sites().toString());
        assertTrue(t.entity("Cart").orElseThrow().items().stream().allMatch(i -> i.has("expires_at")));
    }

    @Test
    void theRenamedModelHasTheSameItemKeysAndNoNewProblem() {
        DataModel renamed = AttributeRename.edit(T, "movieId", "movie_id", requests).apply(movies);
        List<Item> before = table(movies).allItems();
        List<Item> after = table(renamed).allItems();
        assertEquals(before.size(), after.size());
        for (int i = 0; i < before.size(); i++) {
            assertEquals(before.get(i).get("pk"), after.get(i).get("pk"));
            assertEquals(before.get(i).get("sk"), after.get(i).get("sk"));
        }
        assertEquals(messages(movies), messages(renamed));
    }

    @Test
    void thePreviewListsEveryPlace() {
        RenamePlan plan = AttributeRename.plan(movies, T, "movieId", "movie_id", requests);
        List<String> places = plan.sites().stream().map(RenameSite::place).toList();
        assertTrue(places.contains("Entity Movie · attributes"), places::toString);
        assertTrue(places.contains("Entity CastMember · pk template"), places::toString);
        assertTrue(places.stream().anyMatch(p -> p.startsWith("Entity StreamTotal · ") && p.endsWith("sample items")),
                places::toString);
        assertTrue(places.contains("Pattern Get movie by movie ID · key condition"), places::toString);
        assertTrue(places.contains("Pattern Get movie by movie ID · parameter"), places::toString);
    }

    @Test
    void renamingAKeyAttributeRenamesTheIndexKeyAndEveryTemplateOfIt() {
        DataModel renamed = AttributeRename.edit(T, "pk", "PK", requests).apply(movies);
        TableDesign t = table(renamed);
        assertEquals("PK", t.keySchema().partitionKey().name());
        assertTrue(t.entities().stream().allMatch(e -> e.keyTemplates().containsKey("PK")
                && !e.keyTemplates().containsKey("pk")));
        assertTrue(t.accessPatterns().stream().filter(p -> !p.keyCondition().isBlank())
                .noneMatch(p -> p.keyCondition().matches("(^|.*\\W)pk\\W.*")));
        assertEquals(messages(movies), messages(renamed));
    }

    /** A vector index names attributes as its vector, in its search schema and in its INCLUDE list (issue 26). */
    @Test
    void aVectorIndexFollowsTheRenameWhereverItNamesTheAttribute() {
        VectorIndex plot = new VectorIndex("ByPlot", "plotEmbedding", 3, DistanceFunction.COSINE,
                Projection.include(List.of("title", "director")),
                new SearchSchema(Optional.of("director"), List.of("releaseYear")));
        VectorIndex other = new VectorIndex("ByPoster", "posterEmbedding", 2, DistanceFunction.EUCLIDEAN,
                Projection.ALL, SearchSchema.NONE);
        DataModel withVectors = movies.withTable(T, t -> t.withVectorIndexes(List.of(plot, other)));

        RenamePlan vector = AttributeRename.plan(withVectors, T, "plotEmbedding", "plot_vector", requests);
        assertEquals(List.of(plot.withVectorAttribute("plot_vector"), other), table(vector.renamed()).vectorIndexes());
        assertEquals(List.of("Vector index ByPlot · vector attribute"),
                vector.sites().stream().map(RenameSite::place).toList(), "only the index names it");

        RenamePlan director = AttributeRename.plan(withVectors, T, "director", "directorName", requests);
        VectorIndex renamed = table(director.renamed()).vectorIndex("ByPlot").orElseThrow();
        assertEquals(Optional.of("directorName"), renamed.searchSchema().partitionAttribute());
        assertEquals(List.of("releaseYear"), renamed.searchSchema().filterAttributes());
        assertEquals(List.of("title", "directorName"), renamed.projection().nonKeyAttributes());
        assertEquals("plotEmbedding", renamed.vectorAttribute());
        assertEquals(other, table(director.renamed()).vectorIndex("ByPoster").orElseThrow());
        List<String> places = director.sites().stream().map(RenameSite::place).toList();
        assertTrue(places.contains("Vector index ByPlot · search schema"), places::toString);
        assertTrue(places.contains("Vector index ByPlot · projected attributes"), places::toString);
        assertTrue(places.contains("Entity Movie · attributes"), places::toString);

        VectorIndex filter = table(AttributeRename.edit(T, "releaseYear", "year", requests).apply(withVectors))
                .vectorIndex("ByPlot").orElseThrow();
        assertEquals(new SearchSchema(Optional.of("director"), List.of("year")), filter.searchSchema());
    }

    @Test
    void aRenameThatWouldMakeTwoOfAVectorIndexsAttributesOneIsRefused() {
        VectorIndex plot = new VectorIndex("ByPlot", "plotEmbedding", 3, DistanceFunction.COSINE,
                Projection.include(List.of("title", "birthDate")),
                new SearchSchema(Optional.of("director"), List.of("oscar")));
        // No entity or item holds both names of each pair: only the index would merge them.
        DataModel withVectors = movies.withTable(T, t -> t.withVectorIndexes(List.of(plot)));
        EditRefused schema = assertThrows(EditRefused.class,
                () -> AttributeRename.plan(withVectors, T, "director", "oscar", requests));
        assertEquals("Vector index ByPlot already uses both 'director' and 'oscar': renaming would make them one.",
                schema.getMessage());
        assertThrows(EditRefused.class, () -> AttributeRename.plan(withVectors.withTable(T, t -> t.withVectorIndexes(
                List.of(plot.withVectorAttribute("actorName")))), T, "actorName", "director", requests),
                "the vector attribute and the partition attribute");
        EditRefused projected = assertThrows(EditRefused.class,
                () -> AttributeRename.plan(withVectors, T, "birthDate", "title", requests));
        assertEquals("Vector index ByPlot already uses both 'birthDate' and 'title': renaming would make them one.",
                projected.getMessage());
        DataModel projecting = movies.withTable(T, t -> t.withGlobalIndexes(t.globalIndexes().stream()
                .map(g -> g.withProjection(Projection.include(List.of("title", "birthDate")))).toList()));
        String gsi = table(movies).globalIndexes().get(0).name();
        assertEquals("Index " + gsi + " already projects both 'birthDate' and 'title': renaming would make them one.",
                assertThrows(EditRefused.class, () -> AttributeRename.plan(projecting, T, "birthDate", "title",
                        requests)).getMessage());
        // A name the index does not use beside one it does is free to take.
        assertEquals(Optional.of("directorName"), table(AttributeRename.plan(withVectors, T, "director", "directorName",
                requests).renamed()).vectorIndex("ByPlot").orElseThrow().searchSchema().partitionAttribute());
    }

    @Test
    void isOneUndoStepThroughTheEdit() {
        Edit edit = AttributeRename.edit(T, "movieId", "movie_id", requests);
        assertEquals("Rename attribute movieId → movie_id everywhere", edit.description());
    }

    @Test
    void aRenameThatWouldMakeTwoAttributesOneIsRefused() {
        DataModel both = EntityEdits.addAttribute(T, "CastMember",
                new dev.tablewright.model.AttributeDef("movie_id", dev.tablewright.model.AttributeType.S)).apply(movies);
        EditRefused refused = assertThrows(EditRefused.class,
                () -> AttributeRename.plan(both, T, "movieId", "movie_id", requests));
        assertEquals("Entity CastMember already has both 'movieId' and 'movie_id': renaming would make them one.",
                refused.getMessage());
        assertThrows(EditRefused.class, () -> AttributeRename.plan(movies, T, "pk", "sk", requests));
        assertThrows(EditRefused.class, () -> AttributeRename.plan(movies, T, "nothingHere", "x", requests));
    }

    @Test
    void afterAPerEntityRenameTheRestFollowsWithoutAClash() {
        DataModel one = EntityEdits.changeAttribute(T, "Movie", "movieId",
                table(movies).entity("Movie").orElseThrow().attribute("movieId").orElseThrow().withName("movie_id"))
                .apply(movies);
        DataModel rest = AttributeRename.edit(T, "movieId", "movie_id", requests).apply(one);
        assertTrue(table(rest).entities().stream().noneMatch(e -> e.attribute("movieId").isPresent()));
    }

    @Test
    void savedOperationsOnTheTableAreRenamedAndOthersKeptAsTyped() {
        String query = "{\n  \"TableName\" : \"Movies\",\n  \"KeyConditionExpression\" : \"#n0 = :v0\",\n"
                + "  \"FilterExpression\" : \"movieId = :m AND info.movieId = :m\",\n"
                + "  \"ExpressionAttributeNames\" : {\n    \"#n0\" : \"movieId\"\n  },\n"
                + "  \"ExpressionAttributeValues\" : {\n    \":v0\" : {\n      \"S\" : \"movieId\"\n    }\n  }\n}";
        String other = query.replace("\"Movies\"", "\"Other\"");
        DataModel withOps = movies.withOperations(List.of(new SavedOperation("q", "query", query, ""),
                new SavedOperation("o", "query", other, ""), new SavedOperation("typed", "query", "not json", "")));
        DataModel renamed = AttributeRename.edit(T, "movieId", "movie_id", requests).apply(withOps);
        String q = renamed.operations().get(0).request();
        assertTrue(q.contains("\"#n0\": \"movie_id\""), q);
        assertTrue(q.contains("movie_id = :m AND info.movieId = :m"), q);
        assertTrue(q.contains("\"S\": \"movieId\""), q); // a value is data, not a name
        assertEquals(other, renamed.operations().get(1).request());
        assertEquals("not json", renamed.operations().get(2).request());
    }

    private static List<String> messages(DataModel m) {
        return ModelValidator.validate(m).stream().map(Problem::message).sorted().toList();
    }
}
