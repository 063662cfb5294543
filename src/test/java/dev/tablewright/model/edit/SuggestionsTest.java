package dev.tablewright.model.edit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.format.SampleModels;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import org.junit.jupiter.api.Test;
import java.util.List;
import java.util.Optional;

/** Suggested key designs for relationships: offered when missing, absent when satisfied, applied only as edits. */
class SuggestionsTest {
    private static final String T = "Movies";
    /** Relationship positions in the movies sample. */
    private static final int MOVIE_ACTOR = 0;
    private static final int MOVIE_CAST = 1;
    private static final int ACTOR_CAST = 2;

    private final DataModel movies = SampleModels.read(SampleModels.FIRST).model().orElseThrow();

    private TableDesign table(DataModel m) {
        return m.table(T).orElseThrow();
    }

    @Test
    void theMoviesSampleNeedsNothing() {
        TableDesign t = table(movies);
        assertEquals(Cardinality.MANY_TO_MANY, t.relationships().get(MOVIE_ACTOR).cardinality());
        assertTrue(Suggestions.forTable(t).isEmpty(), () -> Suggestions.forTable(t).toString());
    }

    @Test
    void manyToManyWithoutAnInvertedIndexSuggestsOne() {
        DataModel withoutGsi1 = TableEdits.deleteIndex(T, "GSI-1").apply(movies);
        List<Suggestion> found = Suggestions.forRelationship(table(withoutGsi1), MOVIE_ACTOR);

        assertEquals(1, found.size());
        Suggestion s = found.get(0);
        assertEquals("Add inverted index GSI1 (PK = sk, SK = pk)", s.title());
        assertTrue(s.explanation().contains("Movie and Actor are many-to-many"), s.explanation());
        assertEquals("Add inverted index GSI1", s.edit().description());

        DataModel applied = s.edit().apply(withoutGsi1);
        GlobalSecondaryIndex gsi = table(applied).globalIndexes().stream().filter(g -> g.name().equals("GSI1"))
                .findFirst().orElseThrow();
        assertEquals(KeySchema.of("sk", AttributeType.S, "pk", AttributeType.S), gsi.keys());
        assertEquals(Projection.ALL, gsi.projection());
        assertTrue(Suggestions.forRelationship(table(applied), MOVIE_ACTOR).isEmpty());
    }

    @Test
    void oneToManyOutsideTheParentsCollectionSuggestsMovingIt() {
        // Without GSI-1 the cast items no longer sit in their actor's partition anywhere.
        DataModel withoutGsi1 = TableEdits.deleteIndex(T, "GSI-1").apply(movies);
        TableDesign t = table(withoutGsi1);
        assertTrue(Suggestions.forRelationship(t, MOVIE_CAST).isEmpty(), "cast already lives under its movie");

        List<Suggestion> found = Suggestions.forRelationship(t, ACTOR_CAST);
        assertEquals(1, found.size());
        Suggestion s = found.get(0);
        assertEquals("Store CastMember in Actor's item collection: CastMember.pk = act#${actorId}, "
                + "CastMember.sk = CASTMEMBER#${movieId}", s.title());
        assertTrue(s.explanation().contains("It replaces CastMember's pk = mov#${movieId} and sk = act#${actorId}."),
                s.explanation());

        Entity cast = table(s.edit().apply(withoutGsi1)).entity("CastMember").orElseThrow();
        assertEquals(KeyTemplate.parse("act#${actorId}"), cast.template("pk").orElseThrow());
        assertEquals(KeyTemplate.parse("CASTMEMBER#${movieId}"), cast.template("sk").orElseThrow());
    }

    @Test
    void forTableListsEachSuggestionOnce() {
        DataModel withoutGsi1 = TableEdits.deleteIndex(T, "GSI-1").apply(movies);
        List<String> titles = Suggestions.forTable(table(withoutGsi1)).stream().map(Suggestion::title).toList();
        assertEquals(List.of("Add inverted index GSI1 (PK = sk, SK = pk)",
                "Store CastMember in Actor's item collection: CastMember.pk = act#${actorId}, "
                        + "CastMember.sk = CASTMEMBER#${movieId}"), titles);
    }

    @Test
    void aChildWithoutTheAttributesGetsThemDeclared() {
        Entity customer = Entity.named("Customer").withAttributes(List.of(new AttributeDef("customerId", AttributeType.N, true)))
                .withKeyTemplate("PK", KeyTemplate.parse("CUSTOMER#${customerId}"));
        TableDesign shop = TableDesign.of("Shop", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withEntities(List.of(customer, Entity.named("Order")))
                .withRelationships(List.of(new Relationship("Customer", "Order", Cardinality.ONE_TO_MANY, "")));
        DataModel model = DataModel.of("shop", List.of(shop));

        Suggestion s = Suggestions.forTable(shop).get(0);
        assertEquals("Store Order in Customer's item collection: Order.PK = CUSTOMER#${customerId}, "
                + "Order.SK = ORDER#${orderId}", s.title());
        Entity order = s.edit().apply(model).table("Shop").orElseThrow().entity("Order").orElseThrow();
        assertEquals(List.of(new AttributeDef("customerId", AttributeType.N, true),
                new AttributeDef("orderId", AttributeType.S, true)), order.attributes());
        assertEquals("CUSTOMER#${customerId}", order.template("PK").orElseThrow().source());
        assertEquals("ORDER#${orderId}", order.template("SK").orElseThrow().source());
    }

    @Test
    void findingSuggestionsChangesNothing() {
        DataModel withoutGsi1 = TableEdits.deleteIndex(T, "GSI-1").apply(movies);
        TableDesign before = table(withoutGsi1);
        assertFalse(Suggestions.forTable(before).isEmpty());
        assertSame(before, table(withoutGsi1));
        assertTrue(before.index("GSI1").isEmpty());
    }

    @Test
    void noSuggestionWithoutASortKeyOrForOneToOne() {
        Entity a = Entity.named("A").withKeyTemplate("PK", KeyTemplate.parse("A#${id}"));
        Entity b = Entity.named("B").withKeyTemplate("PK", KeyTemplate.parse("B#${id}"));
        TableDesign noSortKey = TableDesign.of("T", KeySchema.of("PK", AttributeType.S))
                .withEntities(List.of(a, b))
                .withRelationships(List.of(new Relationship("A", "B", Cardinality.ONE_TO_MANY, ""),
                        new Relationship("A", "B", Cardinality.MANY_TO_MANY, "")));
        assertTrue(Suggestions.forTable(noSortKey).isEmpty());

        TableDesign oneToOne = noSortKey.withKeySchema(KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withRelationships(List.of(new Relationship("A", "B", Cardinality.ONE_TO_ONE, "")));
        assertTrue(Suggestions.forTable(oneToOne).isEmpty());
        assertEquals(Optional.empty(), Suggestions.forRelationship(oneToOne, 5).stream().findFirst());
    }
}
