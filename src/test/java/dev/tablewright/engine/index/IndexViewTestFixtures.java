package dev.tablewright.engine.index;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.LocalSecondaryIndex;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import java.util.List;
import java.util.Map;

/** A small movies table: two entities, a sparse KEYS_ONLY GSI, an INCLUDE LSI, keys outside the BMP. */
public final class IndexViewTestFixtures {
    private IndexViewTestFixtures() {
    }

    public static TableDesign movies() {
        Entity movie = Entity.named("Movie")
                .withAttributes(List.of(new AttributeDef("movieId", AttributeType.S), new AttributeDef("year", AttributeType.N)))
                .withKeyTemplates(Map.of("PK", KeyTemplate.parse("MOVIE#${movieId}"), "SK", KeyTemplate.parse("MOVIE"),
                        "GSI1PK", KeyTemplate.parse("YEAR#${year}")))
                .withItems(List.of(
                        Item.of("movieId", s("b"), "year", n(1994), "title", s("B")),
                        Item.of("movieId", s("a"), "year", n(1972), "title", s("A"))));
        Entity role = Entity.named("Role")
                .withKeyTemplates(Map.of("PK", KeyTemplate.parse("MOVIE#${movieId}"), "SK", KeyTemplate.parse("ACTOR#${actor}")))
                .withItems(List.of(Item.of("movieId", s("a"), "actor", s("\uD83D\uDE00"), "rank", n(2)),
                        Item.of("movieId", s("a"), "actor", s("\uFFFD"), "rank", n(10))));
        return TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1", KeySchema.of("GSI1PK", AttributeType.S),
                        Projection.KEYS_ONLY)))
                .withLocalIndexes(List.of(new LocalSecondaryIndex("ByRank", new AttributeDef("rank", AttributeType.N),
                        Projection.include(List.of("actor")))))
                .withEntities(List.of(movie, role));
    }

}
