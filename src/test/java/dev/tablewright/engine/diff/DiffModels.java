package dev.tablewright.engine.diff;

import static dev.tablewright.model.AttributeValue.s;

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
import dev.tablewright.model.OperationKind;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Relationship;
import dev.tablewright.model.TableDesign;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A small movies model that each diff test changes in one way. */
public final class DiffModels {
    private DiffModels() {
    }

    public static TableDesign movies() {
        Map<String, KeyTemplate> movieKeys = new LinkedHashMap<>();
        movieKeys.put("PK", KeyTemplate.parse("MOVIE#${movieId}"));
        movieKeys.put("SK", KeyTemplate.parse("META"));
        Entity movie = Entity.named("Movie")
                .withAttributes(List.of(new AttributeDef("movieId", AttributeType.S, true),
                        new AttributeDef("title", AttributeType.S)))
                .withKeyTemplates(movieKeys)
                .withItems(List.of(Item.of("movieId", s("m1"), "title", s("Heat"), "entityType", s("Movie")),
                        Item.of("movieId", s("m2"), "title", s("Ronin"), "entityType", s("Movie"))));
        Map<String, KeyTemplate> actorKeys = new LinkedHashMap<>();
        actorKeys.put("PK", KeyTemplate.parse("MOVIE#${movieId}"));
        actorKeys.put("SK", KeyTemplate.parse("ACTOR#${actorId}"));
        actorKeys.put("GSI1PK", KeyTemplate.parse("ACTOR#${actorId}"));
        Entity actor = Entity.named("Actor")
                .withAttributes(List.of(new AttributeDef("movieId", AttributeType.S),
                        new AttributeDef("actorId", AttributeType.S)))
                .withKeyTemplates(actorKeys)
                .withItems(List.of(Item.of("movieId", s("m1"), "actorId", s("a1"), "entityType", s("Actor"))));
        AccessPattern get = new AccessPattern("Get movie", "one movie", "Movie", OperationKind.GET_ITEM, null,
                "PK = MOVIE#${movieId} AND SK = META", "", "", true, Map.of("movieId", "m1"));
        return TableDesign.of("Movies", KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(List.of(new AttributeDef("entityType", AttributeType.S)))
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S), Projection.KEYS_ONLY)))
                .withEntities(List.of(movie, actor))
                .withRelationships(List.of(new Relationship("Movie", "Actor", Cardinality.ONE_TO_MANY, "cast")))
                .withAccessPatterns(List.of(get))
                .withItems(List.of(Item.of("PK", s("CONFIG"), "SK", s("v1"), "note", s("loose"))));
    }

    public static DataModel model(TableDesign... tables) {
        return DataModel.of("Movies", List.of(tables));
    }
}
