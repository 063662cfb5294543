package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Billing;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.DiagramLayout;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeyDerivation;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.RawJson;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.UnaryOperator;

/**
 * A small, clean movies/actors single-table design: Movie, Actor and the Role joining them (M:N as
 * an adjacency list), an inverted GSI, an LSI on rating, access patterns and sample items whose
 * keys are derived from the templates. {@link ModelValidator} finds nothing wrong with it; each
 * rule test breaks one thing.
 */
final class MoviesFixture {
    static final String TABLE = "Movies";

    private MoviesFixture() {
    }

    static DataModel movies() {
        return DataModel.of("Movies", List.of(table()));
    }

    /** The model with the Movies table changed. */
    static DataModel with(UnaryOperator<TableDesign> change) {
        return movies().withTable(TABLE, change);
    }

    static TableDesign table() {
        TableDesign keysOnly = TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("GSI1PK", AttributeType.S),
                        new AttributeDef("GSI1SK", AttributeType.S), new AttributeDef("rating", AttributeType.N)))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S),
                        Projection.include(List.of("title", "releaseYear", "actorName", "roleName")))))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("LSI1", new AttributeDef("rating", AttributeType.N),
                        Projection.KEYS_ONLY)))
                .withBilling(Billing.ON_DEMAND);
        TableDesign t = keysOnly.withEntities(List.of(movie(), actor(), role()));
        // Keys come from the templates, as the designer derives them.
        return t.withEntities(t.entities().stream().map(e -> e.withItems(e.items().stream()
                .map(i -> KeyDerivation.deriveAll(t, e, i).item()).toList())).toList())
                .withRelationships(List.of(new Relationship("Movie", "Role", Cardinality.ONE_TO_MANY, "cast"),
                        new Relationship("Actor", "Role", Cardinality.ONE_TO_MANY, "roles")))
                .withAccessPatterns(List.of(
                        pattern("Get movie", "Movie", OperationKind.GET_ITEM, null,
                                "PK = MOVIE#${movieId} AND SK = MOVIE#${movieId}", Map.of("movieId", "tt0111161")),
                        pattern("Movies by genre", "Movie", OperationKind.QUERY, "GSI1", "GSI1PK = GENRE#${genre}",
                                Map.of("genre", "Drama")),
                        pattern("Cast of a movie", "Role", OperationKind.QUERY, null,
                                "PK = MOVIE#${movieId} AND begins_with(SK, ACTOR#)", Map.of("movieId", "tt0111161")),
                        pattern("Filmography", "Role", OperationKind.QUERY, "GSI1", "GSI1PK = ACTOR#${actorId}",
                                Map.of("actorId", "nm0000209"))))
                .withLayout(DiagramLayout.EMPTY);
    }

    static AccessPattern pattern(String name, String entity, OperationKind op, String index, String keyCondition,
            Map<String, String> parameters) {
        return new AccessPattern(name, "", entity, op, index, keyCondition, "", "", true, parameters);
    }

    private static Entity movie() {
        return entity("Movie",
                List.of(new AttributeDef("movieId", AttributeType.S, true), new AttributeDef("title", AttributeType.S, true),
                        new AttributeDef("releaseYear", AttributeType.N), new AttributeDef("genre", AttributeType.S),
                        new AttributeDef("tags", AttributeType.SS)),
                templates("PK", "MOVIE#${movieId}", "SK", "MOVIE#${movieId}", "GSI1PK", "GENRE#${genre}",
                        "GSI1SK", "${releaseYear}#${movieId}"),
                List.of(Item.of("entityType", s("Movie"), "movieId", s("tt0111161"), "title", s("The Shawshank Redemption"),
                                "releaseYear", n(1994), "genre", s("Drama"), "rating", n("9.3"),
                                "tags", new AttributeValue.SS(Set.of("prison"))),
                        Item.of("entityType", s("Movie"), "movieId", s("tt0068646"), "title", s("The Godfather"),
                                "releaseYear", n(1972), "genre", s("Crime"), "rating", n("9.2"))));
    }

    private static Entity actor() {
        AttributeValue awards = AttributeValue.list(new AttributeValue.M(Map.of("award", s("Golden Globe"),
                "awardYear", n(2004), "won", AttributeValue.TRUE)));
        return entity("Actor",
                List.of(new AttributeDef("actorId", AttributeType.S, true), new AttributeDef("actorName", AttributeType.S),
                        new AttributeDef("birthYear", AttributeType.N), new AttributeDef("awards", AttributeType.L)),
                templates("PK", "ACTOR#${actorId}", "SK", "ACTOR#${actorId}"),
                List.of(Item.of("entityType", s("Actor"), "actorId", s("nm0000209"), "actorName", s("Tim Robbins"),
                                "birthYear", n(1958), "awards", awards),
                        Item.of("entityType", s("Actor"), "actorId", s("nm0000151"), "actorName", s("Morgan Freeman"),
                                "birthYear", n(1937))));
    }

    private static Entity role() {
        return entity("Role",
                List.of(new AttributeDef("movieId", AttributeType.S, true), new AttributeDef("actorId", AttributeType.S, true),
                        new AttributeDef("roleName", AttributeType.S), new AttributeDef("billing", AttributeType.N)),
                templates("PK", "MOVIE#${movieId}", "SK", "ACTOR#${actorId}", "GSI1PK", "ACTOR#${actorId}",
                        "GSI1SK", "MOVIE#${movieId}"),
                List.of(Item.of("entityType", s("Role"), "movieId", s("tt0111161"), "actorId", s("nm0000209"),
                                "roleName", s("Andy Dufresne"), "billing", n(1)),
                        Item.of("entityType", s("Role"), "movieId", s("tt0111161"), "actorId", s("nm0000151"),
                                "roleName", s("Ellis Boyd 'Red' Redding"), "billing", n(2))));
    }

    private static Entity entity(String name, List<AttributeDef> attributes, Map<String, KeyTemplate> templates,
            List<Item> items) {
        return new Entity(name, name, attributes, templates, "", "", items, RawJson.EMPTY);
    }

    /** Templates from attribute/source pairs, in order. */
    static Map<String, KeyTemplate> templates(String... attributeAndSource) {
        Map<String, KeyTemplate> map = new LinkedHashMap<>();
        for (int i = 0; i < attributeAndSource.length; i += 2) {
            map.put(attributeAndSource[i], KeyTemplate.parse(attributeAndSource[i + 1]));
        }
        return map;
    }

    /** The table's entity with that name changed. */
    static DataModel withEntity(String entity, UnaryOperator<Entity> change) {
        return with(t -> t.withEntity(entity, change));
    }

    /** The entity's item at that position changed (keys are not re-derived). */
    static DataModel withItem(String entity, int index, UnaryOperator<Item> change) {
        return withEntity(entity, e -> {
            List<Item> items = new java.util.ArrayList<>(e.items());
            items.set(index, change.apply(items.get(index)));
            return e.withItems(items);
        });
    }

    /** A copy of {@code list} with {@code more} appended. */
    @SafeVarargs
    static <T> List<T> append(List<T> list, T... more) {
        List<T> copy = new java.util.ArrayList<>(list);
        for (T t : more) {
            copy.add(t);
        }
        return copy;
    }
}
