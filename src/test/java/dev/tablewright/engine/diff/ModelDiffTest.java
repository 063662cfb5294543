package dev.tablewright.engine.diff;

import static dev.tablewright.engine.diff.DiffModels.model;
import static dev.tablewright.engine.diff.DiffModels.movies;
import static dev.tablewright.model.AttributeValue.s;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.engine.diff.Change.Kind;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.ModelPath;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;

/** Each kind of element added, removed and changed is reported once, where it is, with both values. */
class ModelDiffTest {
    private static final DataModel BASE = model(movies());

    private static List<Change> diff(UnaryOperator<TableDesign> edit) {
        return ModelDiff.compare(BASE, model(edit.apply(movies()))).changes();
    }

    private static Change only(List<Change> changes) {
        assertEquals(1, changes.size(), changes::toString);
        return changes.get(0);
    }

    private static void assertChange(Change c, Kind kind, String path, String before, String after) {
        assertEquals(kind, c.kind(), c::toString);
        assertEquals(path, c.path(), c::toString);
        assertEquals(before, c.oldValue(), c::toString);
        assertEquals(after, c.newValue(), c::toString);
    }

    @Test
    void identicalModelsHaveNoChanges() {
        DiffResult d = ModelDiff.compare(BASE, model(movies()));
        assertTrue(d.isSame());
        assertEquals("no differences", d.summary());
    }

    @Test
    void tables() {
        TableDesign other = TableDesign.of("Orders", KeySchema.of("id", AttributeType.S));
        Change added = only(ModelDiff.compare(BASE, model(movies(), other)).changes());
        assertChange(added, Kind.ADDED, "Orders", null, TableText.summary(other));
        assertEquals(new ModelPath.Table("Orders"), added.element());
        Change removed = only(ModelDiff.compare(model(movies(), other), BASE).changes());
        assertChange(removed, Kind.REMOVED, "Orders", TableText.summary(other), null);
        Change renamed = only(ModelDiff.compare(BASE, model(movies().withName("Films"))).changes());
        assertChange(renamed, Kind.RENAMED, "Films", "Movies", "Films");
    }

    @Test
    void tableKeysBillingAndTypeAttribute() {
        assertChange(only(diff(t -> t.withTypeAttribute("kind"))), Kind.CHANGED, "Movies/typeAttribute",
                "entityType", "kind");
        List<Change> keys = diff(t -> t.withKeySchema(KeySchema.of("PK", AttributeType.S, "SK", AttributeType.N)));
        assertChange(keys.get(0), Kind.CHANGED, "Movies/keys", "PK S / SK S", "PK S / SK N");
    }

    @Test
    void tableAttributes() {
        assertChange(only(diff(t -> t.withAttributes(List.of(new AttributeDef("entityType", AttributeType.S),
                new AttributeDef("ttl", AttributeType.N))))), Kind.ADDED, "Movies/attributes/ttl", null, "N");
        assertChange(only(diff(t -> t.withAttributes(List.of()))), Kind.REMOVED, "Movies/attributes/entityType",
                "S", null);
        assertChange(only(diff(t -> t.withAttributes(List.of(new AttributeDef("entityType", AttributeType.S, true))))),
                Kind.CHANGED, "Movies/attributes/entityType", "S", "S required");
    }

    @Test
    void indexes() {
        Change added = only(diff(t -> t.withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1",
                new AttributeDef("title", AttributeType.S), Projection.ALL)))));
        assertChange(added, Kind.ADDED, "Movies/indexes/LSI1", null, "LSI PK S / title S, projection ALL");
        assertChange(only(diff(t -> t.withGlobalIndexes(List.of()))), Kind.REMOVED, "Movies/indexes/GSI1",
                "GSI GSI1PK S, projection KEYS_ONLY", null);
        assertChange(only(diff(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S), Projection.include(List.of("title"))))))),
                Kind.CHANGED, "Movies/indexes/GSI1/projection", "KEYS_ONLY", "INCLUDE title");
        assertChange(only(diff(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), Projection.KEYS_ONLY))))),
                Kind.CHANGED, "Movies/indexes/GSI1/keys", "GSI1PK S", "GSI1PK S / GSI1SK S");
    }

    @Test
    void aRenamedIndexWithTheSameContentIsOneRename() {
        Change c = only(diff(t -> t.withGlobalIndexes(List.of(t.globalIndexes().get(0).withName("ByActor")))));
        assertChange(c, Kind.RENAMED, "Movies/indexes/ByActor", "GSI1", "ByActor");
    }

    @Test
    void aRenameWithOtherContentIsRemoveAndAdd() {
        List<Change> c = diff(t -> t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("ByActor",
                KeySchema.of("GSI1PK", AttributeType.S), Projection.ALL))));
        assertEquals(List.of(Kind.ADDED, Kind.REMOVED), c.stream().map(Change::kind).toList(), c::toString);
    }

    @Test
    void entities() {
        List<Change> added = diff(t -> t.withEntities(append(t.entities(), Entity.named("Review"))));
        assertChange(only(added), Kind.ADDED, "Movies/entities/Review", null, "0 attributes, 0 items");
        // Removing an entity removes its items too: one change for the entity, one per item.
        List<Change> removed = diff(t -> t.withEntities(List.of(t.entities().get(0))));
        assertChange(removed.get(0), Kind.REMOVED, "Movies/entities/Actor", removed.get(0).oldValue(), null);
        assertEquals(Kind.REMOVED, removed.get(1).kind());
        assertTrue(removed.get(1).path().startsWith("Movies/items/[PK=MOVIE#m1, SK=ACTOR#a1]"), removed::toString);
        assertEquals(2, removed.size(), removed::toString);
        assertChange(only(diff(t -> t.withEntity("Actor", e -> e.withTypeValue("Cast")))), Kind.CHANGED,
                "Movies/entities/Actor/typeValue", "Actor", "Cast");
    }

    @Test
    void entityAttributes() {
        assertChange(only(diff(t -> t.withEntity("Movie", e -> e.withAttributes(append(e.attributes(),
                new AttributeDef("year", AttributeType.N)))))), Kind.ADDED, "Movies/entities/Movie/attributes/year",
                null, "N");
        Change removed = only(diff(t -> t.withEntity("Movie", e -> e.withAttributes(e.attributes().subList(0, 1)))));
        assertChange(removed, Kind.REMOVED, "Movies/entities/Movie/attributes/title", "S", null);
        assertEquals(new ModelPath.EntityPath("Movies", "Movie"), removed.element(), "selects the entity");
        assertChange(only(diff(t -> t.withEntity("Movie", e -> e.withAttributes(List.of(
                new AttributeDef("movieId", AttributeType.S, true), new AttributeDef("title", AttributeType.N)))))),
                Kind.CHANGED, "Movies/entities/Movie/attributes/title", "S", "N");
    }

    @Test
    void templatesAndTheItemKeysTheyDerive() {
        List<Change> changed = diff(t -> t.withEntity("Actor",
                e -> e.withKeyTemplate("GSI1PK", KeyTemplate.parse("PERSON#${actorId}"))));
        assertChange(changed.get(0), Kind.CHANGED, "Movies/entities/Actor/keys/GSI1PK", "ACTOR#${actorId}",
                "PERSON#${actorId}");
        assertChange(changed.get(1), Kind.CHANGED, "Movies/items/[PK=MOVIE#m1, SK=ACTOR#a1]/GSI1PK", "\"ACTOR#a1\"",
                "\"PERSON#a1\"");
        assertEquals(new ModelPath.EntityItem("Movies", "Actor", 0), changed.get(1).element());
        assertEquals(2, changed.size(), changed::toString);

        List<Change> added = diff(t -> t.withEntity("Movie",
                e -> e.withKeyTemplate("GSI1PK", KeyTemplate.parse("TITLE#${title}"))));
        assertChange(added.get(0), Kind.ADDED, "Movies/entities/Movie/keys/GSI1PK", null, "TITLE#${title}");
        assertEquals(3, added.size(), "the template and the key it adds to each of two movies");

        List<Change> removed = diff(t -> t.withEntity("Actor", e -> e.withKeyTemplate("GSI1PK", null)));
        assertChange(removed.get(0), Kind.REMOVED, "Movies/entities/Actor/keys/GSI1PK", "ACTOR#${actorId}", null);
    }

    @Test
    void relationships() {
        Relationship more = new Relationship("Actor", "Movie", Cardinality.MANY_TO_MANY, "");
        assertChange(only(diff(t -> t.withRelationships(append(t.relationships(), more)))), Kind.ADDED,
                "Movies/relationships/Actor-Movie", null, "Actor M:N Movie");
        assertChange(only(diff(t -> t.withRelationships(List.of()))), Kind.REMOVED,
                "Movies/relationships/Movie-Actor", "Movie 1:N Actor \"cast\"", null);
        Change changed = only(diff(t -> t.withRelationships(List.of(
                new Relationship("Movie", "Actor", Cardinality.MANY_TO_MANY, "cast")))));
        assertChange(changed, Kind.CHANGED, "Movies/relationships/Movie-Actor", "Movie 1:N Actor \"cast\"",
                "Movie M:N Actor \"cast\"");
        assertEquals(new ModelPath.RelationshipPath("Movies", 0), changed.element());
    }

    @Test
    void accessPatterns() {
        AccessPattern get = movies().accessPatterns().get(0);
        AccessPattern list = get.withName("List actors").withKeyCondition("PK = MOVIE#${movieId}");
        assertChange(only(diff(t -> t.withAccessPatterns(List.of(get, list)))), Kind.ADDED,
                "Movies/accessPatterns/List actors", null, "GetItem table PK = MOVIE#${movieId}");
        assertChange(only(diff(t -> t.withAccessPatterns(List.of()))), Kind.REMOVED,
                "Movies/accessPatterns/Get movie", "GetItem table PK = MOVIE#${movieId} AND SK = META", null);
        assertChange(only(diff(t -> t.withAccessPatterns(List.of(get.withFilter("#title = ${t}"))))), Kind.CHANGED,
                "Movies/accessPatterns/Get movie/filter", "", "#title = ${t}");
        assertChange(only(diff(t -> t.withAccessPatterns(List.of(get.withName("Fetch movie"))))), Kind.RENAMED,
                "Movies/accessPatterns/Fetch movie", "Get movie", "Fetch movie");
    }

    @Test
    void longValuesAreCutShort() {
        String longText = "x".repeat(500);
        Change c = only(diff(t -> t.withAccessPatterns(List.of(t.accessPatterns().get(0).withDescription(longText)))));
        assertEquals(Brief.MAX, c.newValue().length());
        assertTrue(c.newValue().endsWith("…"), c::newValue);
        Change item = only(diff(t -> t.withItems(List.of(Item.of("PK", s("CONFIG"), "SK", s("v1"), "note", s(longText))))));
        assertEquals(Brief.MAX, item.newValue().length());
    }

    @Test
    void itemsByPrimaryKeyAttributeByAttribute() {
        List<Change> added = diff(t -> t.withEntity("Movie", e -> e.withItems(append(e.items(),
                Item.of("movieId", s("m3"), "title", s("Alien"))))));
        assertChange(only(added), Kind.ADDED, "Movies/items/[PK=MOVIE#m3, SK=META]", null,
                "{movieId: \"m3\", title: \"Alien\", PK: \"MOVIE#m3\", SK: \"META\"}");
        assertEquals(new ModelPath.EntityItem("Movies", "Movie", 2), added.get(0).element());

        assertChange(only(diff(t -> t.withItems(List.of()))), Kind.REMOVED, "Movies/items/[PK=CONFIG, SK=v1]",
                "{PK: \"CONFIG\", SK: \"v1\", note: \"loose\"}", null);

        List<Change> changed = diff(t -> t.withEntity("Movie", e -> e.withItems(List.of(
                Item.of("movieId", s("m1"), "title", s("Heat (1995)"), "entityType", s("Movie"), "year", s("1995")),
                Item.of("movieId", s("m2"), "entityType", s("Movie"))))));
        assertEquals(3, changed.size(), changed::toString);
        assertChange(changed.get(0), Kind.CHANGED, "Movies/items/[PK=MOVIE#m1, SK=META]/title", "\"Heat\"",
                "\"Heat (1995)\"");
        assertChange(changed.get(1), Kind.ADDED, "Movies/items/[PK=MOVIE#m1, SK=META]/year", null, "\"1995\"");
        assertChange(changed.get(2), Kind.REMOVED, "Movies/items/[PK=MOVIE#m2, SK=META]/title", "\"Ronin\"", null);
    }

    @Test
    void itemsInAnotherOrderAreTheSame() {
        assertTrue(diff(t -> t.withEntity("Movie", e -> e.withItems(List.of(e.items().get(1), e.items().get(0)))))
                .isEmpty());
    }

    @Test
    void aHundredThousandItemsAreComparedQuickly() {
        List<Item> many = new ArrayList<>();
        for (int i = 0; i < 100_000; i++) {
            many.add(Item.of("movieId", s("m" + i), "title", s("T" + i)));
        }
        List<Item> changed = new ArrayList<>(many);
        changed.set(50_000, Item.of("movieId", s("m50000"), "title", s("changed")));
        java.util.Collections.reverse(changed);
        TableDesign a = movies().withEntity("Movie", e -> e.withItems(many));
        TableDesign b = movies().withEntity("Movie", e -> e.withItems(changed));
        long start = System.nanoTime();
        List<Change> c = ModelDiff.compare(model(a), model(b)).changes();
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertChange(only(c), Kind.CHANGED, "Movies/items/[PK=MOVIE#m50000, SK=META]/title", "\"T50000\"",
                "\"changed\"");
        // A guard against a quadratic loop (minutes at this size), loose enough for a loaded shared machine.
        assertTrue(ms < 30_000, "took " + ms + " ms");
    }

    private static <T> List<T> append(List<T> list, T more) {
        List<T> copy = new ArrayList<>(list);
        copy.add(more);
        return copy;
    }
}
