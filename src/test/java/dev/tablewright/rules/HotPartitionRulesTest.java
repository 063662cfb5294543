package dev.tablewright.rules;

import static dev.tablewright.model.AttributeValue.s;

import dev.tablewright.model.AttributeDef;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Projection;
import dev.tablewright.model.Severity;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

class HotPartitionRulesTest {
    private static final String MOVIE_GSI1PK = "Movies/entities/Movie/keys/GSI1PK";

    /** Movie keyed in GSI1 by {@code template}, with one item per value of {@code attribute} given. */
    private static DataModel movies(String template, String attribute, String... values) {
        return MoviesFixture.withEntity("Movie", e -> {
            List<Item> items = new ArrayList<>();
            for (int i = 0; i < values.length; i++) {
                items.add(Item.of("entityType", s("Movie"), "movieId", s("tt" + i), "title", s("T" + i), attribute,
                        s(values[i])));
            }
            return e.withKeyTemplate("GSI1PK", KeyTemplate.parse(template)).withItems(items);
        });
    }

    @Test
    void aConstantPartitionKeyOnAGsiIsHot() {
        Check.problem(movies("STATUS#open", "status", "open"), Severity.WARNING, MOVIE_GSI1PK,
                "every Movie item lands in one partition of GSI GSI1: its partition key GSI1PK = 'STATUS#open' is a constant");
    }

    @Test
    void aConstantPartitionKeyOnTheTableIsHot() {
        DataModel model = MoviesFixture.withEntity("Actor", e -> e.withKeyTemplate("PK", KeyTemplate.parse("ACTORS")));
        Check.problem(model, Severity.WARNING, "Movies/entities/Actor/keys/PK",
                "every Actor item lands in one partition of the table: its partition key PK = 'ACTORS' is a constant");
    }

    @Test
    void anEnumLikeAttributeMakesAHotPartition() {
        Check.problem(movies("STATUS#${status}", "status", "open", "closed", "open", "open", "closed", "open"),
                Severity.WARNING, MOVIE_GSI1PK, "Movie's partition key in GSI GSI1, GSI1PK = 'STATUS#${status}', "
                        + "takes few values (6 sample items hold 2 values of status)");
    }

    @Test
    void manyValuesOrTooFewSamplesAreNotHot() {
        Check.none(movies("STATUS#${status}", "status", "a", "b", "c", "d", "e", "f"), "takes few values");
        Check.none(movies("STATUS#${status}", "status", "open", "closed", "open", "open"), "takes few values");
        Check.clean(MoviesFixture.movies());
    }

    @Test
    void anIdentifierIsNeverEnumLike() {
        // Named like an id: a parent's id, however few parents the sample has.
        Check.none(movies("STUDIO#${studioId}", "studioId", "s1", "s2", "s1", "s1", "s2", "s1"), "takes few values");
        Check.none(movies("STUDIO#${studio_id}", "studio_id", "s1", "s2", "s1", "s1", "s2", "s1"), "takes few values");
        Check.none(movies("STUDIO#${studioID}", "studioID", "s1", "s2", "s1", "s1", "s2", "s1"), "takes few values");
        // A word that merely ends in "id" is no identifier.
        Check.problem(movies("PAY#${prepaid}", "prepaid", "y", "n", "y", "y", "n", "y"), Severity.WARNING,
                MOVIE_GSI1PK, "takes few values (6 sample items hold 2 values of prepaid)");
        // Or the id of an entity whose items each carry their own value.
        DataModel genres = movies("GENRE#${genre}", "genre", "Drama", "Crime", "Drama", "Drama", "Crime", "Drama");
        Check.problem(genres, Severity.WARNING, MOVIE_GSI1PK, "takes few values");
        Entity genre = Entity.named("Genre").withAttributes(List.of(new AttributeDef("genre", AttributeType.S)))
                .withItems(List.of(Item.of("genre", s("Drama")), Item.of("genre", s("Crime"))));
        Check.none(genres.withTable(MoviesFixture.TABLE, t -> t.withEntities(MoviesFixture.append(t.entities(), genre))),
                "takes few values");
    }

    @Test
    void aBooleanIsEnumLikeWhateverTheSamples() {
        DataModel model = MoviesFixture.withEntity("Movie", e -> e
                .withAttributes(MoviesFixture.append(e.attributes(), new AttributeDef("featured", AttributeType.BOOL)))
                .withKeyTemplate("GSI1PK", KeyTemplate.parse("FEATURED#${featured}"))
                .withItems(List.of(e.items().get(0).with("featured", AttributeValue.TRUE))));
        Check.problem(model, Severity.WARNING, MOVIE_GSI1PK, "takes few values (featured is declared BOOL)");
    }

    @Test
    void aMultiAttributeGsiKeyIsHotWhenAllItsPartitionAttributesAreEnumLike() {
        GlobalSecondaryIndex byGenre = new GlobalSecondaryIndex("ByGenre", new KeySchema(
                List.of(new AttributeDef("genre", AttributeType.S), new AttributeDef("rated", AttributeType.S)),
                List.of(new AttributeDef("title", AttributeType.S))), Projection.ALL);
        String[] genres = {"Drama", "Crime", "Drama", "Drama", "Crime", "Drama"};
        DataModel model = MoviesFixture.with(t -> t.withGlobalIndexes(MoviesFixture.append(t.globalIndexes(), byGenre))
                .withEntity("Movie", e -> {
                    List<Item> items = new ArrayList<>();
                    for (int i = 0; i < genres.length; i++) {
                        items.add(Item.of("movieId", s("tt" + i), "title", s("T" + i), "genre", s(genres[i]),
                                "rated", s(i % 2 == 0 ? "PG" : "R")));
                    }
                    return e.withAttributes(MoviesFixture.append(e.attributes(), new AttributeDef("rated", AttributeType.S)))
                            .withItems(items);
                }));
        Check.problem(model, Severity.WARNING, "Movies/entities/Movie", "Movie's partition key in GSI ByGenre, genre, "
                + "rated, takes few values (6 sample items hold 2 values of genre; 6 sample items hold 2 values of rated)");
        // One identifying attribute in the tuple spreads it.
        GlobalSecondaryIndex byMovie = new GlobalSecondaryIndex("ByGenre", new KeySchema(
                List.of(new AttributeDef("genre", AttributeType.S), new AttributeDef("movieId", AttributeType.S)),
                List.of(new AttributeDef("title", AttributeType.S))), Projection.ALL);
        Check.none(model.withTable(MoviesFixture.TABLE, t -> t.withGlobalIndexes(List.of(t.globalIndexes().get(0),
                byMovie))), "in GSI ByGenre");
    }
}
