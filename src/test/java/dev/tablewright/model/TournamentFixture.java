package dev.tablewright.model;

import static dev.tablewright.model.AttributeValue.n;
import static dev.tablewright.model.AttributeValue.s;

import java.util.List;
import java.util.Map;

/**
 * A table with a multi-attribute GSI (DynamoDB's pattern guide): matches by (tournamentId, region),
 * sorted by round (a number), bracket, then matchId. Players carry none of those and stay out of it.
 */
public final class TournamentFixture {
    public static final String TABLE = "Tournaments";
    public static final String INDEX = "ByRegion";

    private TournamentFixture() {
    }

    public static KeySchema byRegionKeys() {
        return new KeySchema(List.of(new AttributeDef("tournamentId", AttributeType.S),
                new AttributeDef("region", AttributeType.S)),
                List.of(new AttributeDef("round", AttributeType.N), new AttributeDef("bracket", AttributeType.S),
                        new AttributeDef("matchId", AttributeType.S)));
    }

    public static DataModel model() {
        return DataModel.of("Tournaments", List.of(table()));
    }

    public static TableDesign table() {
        List<AttributeDef> natural = List.of(new AttributeDef("tournamentId", AttributeType.S),
                new AttributeDef("region", AttributeType.S), new AttributeDef("round", AttributeType.N),
                new AttributeDef("bracket", AttributeType.S), new AttributeDef("matchId", AttributeType.S));
        Entity match = Entity.named("Match").withAttributes(natural)
                .withKeyTemplates(Map.of("PK", KeyTemplate.parse("MATCH#${matchId}"), "SK", KeyTemplate.parse("MATCH")))
                .withItems(List.of(match("m1", "W24", "EU", 2, "UPPER"), match("m2", "W24", "EU", 10, "LOWER"),
                        match("m3", "W24", "EU", 2, "LOWER"), match("m4", "W24", "NA", 1, "UPPER"),
                        match("m5", "W24", "EU", 2, "UPPER"), match("m6", "S25", "EU", 1, "UPPER")));
        Entity player = Entity.named("Player").withAttributes(List.of(new AttributeDef("playerId", AttributeType.S),
                        new AttributeDef("name", AttributeType.S)))
                .withKeyTemplates(Map.of("PK", KeyTemplate.parse("PLAYER#${playerId}"), "SK", KeyTemplate.parse("PROFILE")))
                .withItems(List.of(Item.of("playerId", s("p1"), "name", s("Ana")),
                        Item.of("playerId", s("p2"), "name", s("Bo"))));
        TableDesign table = TableDesign.of(TABLE, KeySchema.of("PK", AttributeType.S, "SK", AttributeType.S))
                .withAttributes(natural)
                .withGlobalIndexes(List.of(new GlobalSecondaryIndex(INDEX, byRegionKeys(), Projection.ALL)))
                .withEntities(List.of(match, player));
        // Items store their derived keys, as a file written by the designer does.
        return table.withEntities(table.entities().stream().map(e -> e.withItems(e.items().stream()
                .map(i -> KeyDerivation.deriveAll(table, e, i).item()).toList())).toList());
    }

    /**
     * The same matches the way single-table designs have keyed them for years: GSI1PK and GSI1SK
     * concatenate the attributes ({@code ${tournamentId}#${region}}, {@code ${round}#${bracket}#${matchId}}).
     */
    public static DataModel concatenated() {
        TableDesign t = table();
        TableDesign glued = t.withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                        KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), Projection.ALL)))
                .withAttributes(List.of(new AttributeDef("GSI1PK", AttributeType.S),
                        new AttributeDef("GSI1SK", AttributeType.S)))
                .withEntity("Match", e -> e.withKeyTemplate("GSI1PK", KeyTemplate.parse("${tournamentId}#${region}"))
                        .withKeyTemplate("GSI1SK", KeyTemplate.parse("${round}#${bracket}#${matchId}")));
        return DataModel.of("Tournaments", List.of(glued.withEntity("Match", e -> e.withItems(e.items().stream()
                .map(i -> KeyDerivation.deriveAll(glued, e, i).item()).toList()))));
    }

    private static Item match(String id, String tournament, String region, int round, String bracket) {
        return Item.of("matchId", s(id), "tournamentId", s(tournament), "region", s(region), "round", n(round),
                "bracket", s(bracket));
    }
}
