package dev.tablewright.sample;

import dev.tablewright.progress.Progress;
import static dev.tablewright.sample.Fixtures.applied;
import static dev.tablewright.sample.Fixtures.attr;
import static dev.tablewright.sample.Fixtures.counts;
import static dev.tablewright.sample.Fixtures.entity;
import static dev.tablewright.sample.Fixtures.keys;
import static dev.tablewright.sample.Fixtures.rel;
import static dev.tablewright.sample.Fixtures.sampleTable;
import static dev.tablewright.sample.Fixtures.table;
import static dev.tablewright.sample.Fixtures.text;
import static dev.tablewright.sample.Fixtures.texts;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Cardinality;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Item;
import dev.tablewright.model.Problem;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

class SampleGeneratorRelationshipsTest {
    private static final TableDesign MOVIES = sampleTable("movies-actors.json");

    private static GeneratedItems generate(TableDesign table, Map<String, Integer> counts, long seed) {
        return SampleGenerator.generate(table, new GenerationRequest(counts, seed), Progress.NONE);
    }

    private static List<Item> items(TableDesign table, String entity) {
        return table.entity(entity).orElseThrow().items();
    }

    private static Map<String, Item> byAttribute(List<Item> items, String attribute) {
        return items.stream().collect(Collectors.toMap(i -> text(i, attribute), Function.identity(), (a, b) -> a));
    }

    @Test
    void castMembersJoinAMovieAndAnActorAndLandInTheMoviesPartition() {
        GeneratedItems made = generate(MOVIES, counts("Movie", 20, "Actor", 30, "CastMember", 200), 5);
        TableDesign after = applied(MOVIES, made);
        Map<String, Item> movies = byAttribute(items(after, "Movie"), "movieId");
        Map<String, Item> actors = byAttribute(items(after, "Actor"), "actorId");
        Set<String> newMovies = new HashSet<>(texts(made.items("Movie"), "movieId"));
        int castInNewMovies = 0;
        List<Item> cast = items(after, "CastMember");
        for (Item c : cast.subList(cast.size() - 200, cast.size())) {
            Item movie = movies.get(text(c, "movieId"));
            Item actor = actors.get(text(c, "actorId"));
            assertNotNull(movie, () -> "no movie for " + c);
            assertNotNull(actor, () -> "no actor for " + c);
            assertEquals(text(movie, "pk"), text(c, "pk"), "in the movie's item collection");
            assertEquals(text(actor, "sk"), text(c, "sk"), "in the actor's GSI-1 partition");
            assertEquals(text(movie, "title"), text(c, "movieTitle"), "denormalized from the movie");
            assertEquals(text(movie, "releaseYear"), text(c, "releaseYear"));
            assertEquals(text(actor, "actorName"), text(c, "actorName"));
            castInNewMovies += newMovies.contains(text(c, "movieId")) ? 1 : 0;
        }
        assertTrue(castInNewMovies > 100, "new movies get cast members too: " + castInNewMovies);
        for (String child : List.of("StreamTotal", "Stream")) {
            assertTrue(made.items(child).isEmpty());
        }
    }

    @Test
    void childrenOfTheOtherSamplesLandInTheirParentsPartitions() {
        TableDesign directory = sampleTable("company-directory.json");
        TableDesign after = applied(directory, generate(directory, counts("Company", 5, "Person", 60, "Office", 20), 3));
        Set<String> companies = new HashSet<>(texts(items(after, "Company"), "id"));
        for (String child : List.of("Person", "Office")) {
            for (Item i : items(after, child)) {
                assertTrue(companies.contains(text(i, "id")), i::toString);
                assertEquals(text(i, "companyId"), text(i, "id"));
            }
        }
        // The tracker's field values are kept by the stream: computed from the issues' customFields, they
        // land in their issue's partition, more of them with each generated issue's fields.
        TableDesign issues = sampleTable("issue-tracker.json");
        after = applied(issues, generate(issues, counts("Issue", 10), 3));
        Set<String> issuePartitions = new HashSet<>(texts(items(after, "Issue"), "PK"));
        for (String child : List.of("StringFieldValue", "NumberFieldValue")) {
            assertTrue(items(after, child).size() > items(issues, child).size(), child);
            for (Item i : items(after, child)) {
                assertTrue(issuePartitions.contains(text(i, "PK")), i::toString);
            }
        }
    }

    @Test
    void anOrdersLinesShareItsPartitionAndAgreeWithItsCustomer() {
        TableDesign shop = Fixtures.shop();
        TableDesign after = applied(shop, generate(shop, counts("Customer", 10, "Order", 40, "OrderLine", 150), 6));
        Set<String> customerPartitions = new HashSet<>(texts(items(after, "Customer"), "PK"));
        Map<String, Item> orders = byAttribute(items(after, "Order"), "orderId");
        assertEquals(40, orders.size());
        for (Item o : orders.values()) {
            assertTrue(customerPartitions.contains(text(o, "PK")), o::toString);
        }
        Map<String, Item> customers = byAttribute(items(after, "Customer"), "customerId");
        assertEquals(150, items(after, "OrderLine").size());
        for (Item line : items(after, "OrderLine")) {
            Item order = orders.get(text(line, "orderId"));
            assertNotNull(order, line::toString);
            assertEquals(text(order, "customerId"), text(line, "customerId"), "the line's customer is its order's");
            assertEquals(text(order, "PK"), text(line, "PK"), "the line shares its order's partition");
            assertEquals(text(customers.get(text(line, "customerId")), "email"), text(line, "customerEmail"),
                    "copied from that same customer");
        }
        // a customer has several orders: the relationship is followed, not one customer per order
        assertTrue(orders.values().stream().map(o -> text(o, "customerId")).distinct().count() <= 10);
    }

    @Test
    void manyToManyLinksReuseExistingIdsOfBothSides() {
        GeneratedItems made = generate(MOVIES, counts("CastMember", 30), 2);
        Set<String> movieIds = new HashSet<>(texts(items(MOVIES, "Movie"), "movieId"));
        Set<String> actorIds = new HashSet<>(texts(items(MOVIES, "Actor"), "actorId"));
        assertEquals(30, made.items("CastMember").size());
        for (Item c : made.items("CastMember")) {
            assertTrue(movieIds.contains(text(c, "movieId")), c::toString);
            assertTrue(actorIds.contains(text(c, "actorId")), c::toString);
        }
        TableDesign races = sampleTable("alleycat-races.json");
        Map<String, Item> raceById = byAttribute(items(races, "Race"), "raceId");
        Set<String> racerIds = new HashSet<>(texts(items(races, "Racer"), "racerId"));
        // 8 racers × 4 races, 15 results taken: 17 free pairs, 12 asked for
        List<Item> results = generate(races, counts("RaceResult", 12), 2).items("RaceResult");
        assertEquals(12, results.size());
        for (Item r : results) {
            Item race = raceById.get(text(r, "raceId"));
            assertNotNull(race, r::toString);
            assertEquals(text(race, "classId"), text(r, "classId"), "the class of the result's race");
            assertTrue(racerIds.contains(text(r, "racerId")), r::toString);
        }
    }

    @Test
    void aManyToManyWithoutALinkEntityFollowsTheSideThatCarriesTheOthersIds() {
        TableDesign blog = table("Blog", List.of(
                entity("Post", keys("POST#${postId}", "POST"), attr("postId", AttributeType.S), attr("title", AttributeType.S)),
                entity("Tag", keys("TAG#${tagName}", "POST#${postId}"), attr("tagName", AttributeType.S),
                        attr("postId", AttributeType.S))),
                rel("Post", "Tag", Cardinality.MANY_TO_MANY));
        GeneratedItems made = generate(blog, counts("Post", 8, "Tag", 40), 1);
        Set<String> posts = new HashSet<>(texts(made.items("Post"), "postId"));
        assertEquals(40, made.items("Tag").size());
        for (Item t : made.items("Tag")) {
            assertTrue(posts.contains(text(t, "postId")), t::toString);
        }
        assertEquals(List.of("Post", "Tag"), List.copyOf(made.itemsByEntity().keySet()), "parents first");
    }

    /** Issue 23 §5: MonthlyTotal reads ${movieId}, which Movie's primary key is made of; no line drawn between them. */
    @Test
    void aParameterAnotherEntitysKeyIsMadeOfComesFromThatEntitysItemsWithoutARelationship() {
        TableDesign movies = table("Movies", List.of(
                entity("Movie", keys("MOVIE#${movieId}", "MOVIE#${movieId}"), attr("movieId", AttributeType.S),
                        attr("title", AttributeType.S)).withItems(List.of(new Item(Map.of("movieId",
                        AttributeValue.s("m-old"), "title", AttributeValue.s("Old"))))),
                entity("MonthlyTotal", keys("MONTH#${month}", "MOVIE#${movieId}#${views}"),
                        attr("month", AttributeType.S), attr("movieId", AttributeType.S), attr("views", AttributeType.N),
                        attr("movieTitle", AttributeType.S)),
                entity("Review", keys("USER#${userId}", "MOVIE#${movieId}"), attr("userId", AttributeType.S),
                        attr("movieId", AttributeType.S))));
        GeneratedItems made = generate(movies, counts("MonthlyTotal", 60, "Movie", 6, "Review", 30), 3);
        assertEquals(List.of("Movie", "MonthlyTotal", "Review"), List.copyOf(made.itemsByEntity().keySet()),
                "the owner first");
        Map<String, Item> byId = byAttribute(made.items("Movie"), "movieId");
        byId.put("m-old", items(movies, "Movie").get(0));
        Set<String> used = new HashSet<>();
        for (String child : List.of("MonthlyTotal", "Review")) {
            assertEquals(child.equals("Review") ? 30 : 60, made.items(child).size(), made.notes()::toString);
            for (Item i : made.items(child)) {
                Item movie = byId.get(text(i, "movieId"));
                assertNotNull(movie, i::toString);
                used.add(text(i, "movieId"));
            }
        }
        for (Item t : made.items("MonthlyTotal")) {
            assertEquals(text(byId.get(text(t, "movieId")), "title"), text(t, "movieTitle"), "copied as for a drawn link");
        }
        assertTrue(used.contains("m-old") && used.size() > 4, "existing and new movies alike: " + used);
    }

    /** Two entities keyed on ${code} alone: which one a third one means cannot be told, so nothing is taken. */
    @Test
    void aParameterTwoEntitiesOwnAlikeIsLeftToTheChild() {
        TableDesign t = table("Codes", List.of(
                entity("Country", keys("CODE#${code}", "COUNTRY"), attr("code", AttributeType.S)),
                entity("Currency", keys("CODE#${code}", "CURRENCY"), attr("code", AttributeType.S)),
                entity("Rate", keys("RATE#${code}", "DAY#${day}"), attr("code", AttributeType.S),
                        attr("day", AttributeType.S))));
        GeneratedItems made = generate(t, counts("Rate", 10), 1);
        assertEquals(10, made.items("Rate").size(), made.notes()::toString);
    }

    @Test
    void whenEveryPairIsTakenFewerItemsComeWithANote() {
        // 5 movies × 12 actors = 60 pairs, 14 taken by the sample's cast: at most 46 more cast members
        GeneratedItems made = generate(MOVIES, counts("CastMember", 100), 4);
        int n = made.items("CastMember").size();
        assertTrue(n > 30 && n <= 46, "cast members: " + n);
        assertTrue(made.notes().stream().anyMatch(s -> s.startsWith("CastMember: " + n + " of 100 items")), made.notes()::toString);
        TableDesign after = applied(MOVIES, made);
        assertEquals(List.of(), ModelValidator.validate(DataModel.of("m", List.of(after))).stream()
                .filter(Problem::isError).toList());
    }

    @Test
    void withoutParentItemsAChildIsNotGeneratedRatherThanOrphaned() {
        TableDesign shop = Fixtures.shop();
        GeneratedItems made = generate(shop, counts("OrderLine", 10), 1);
        assertTrue(made.items("OrderLine").isEmpty());
        assertTrue(made.notes().stream().anyMatch(s -> s.contains("no Order items")), made.notes()::toString);
    }

    @Test
    void oneToOnePairsEachParentWithOneChild() {
        TableDesign users = table("Users", List.of(
                entity("User", keys("USER#${userId}", "USER"), attr("userId", AttributeType.S), attr("email", AttributeType.S)),
                entity("Profile", keys("USER#${userId}", "PROFILE"), attr("userId", AttributeType.S), attr("bio", AttributeType.S))),
                rel("User", "Profile", Cardinality.ONE_TO_ONE));
        GeneratedItems made = generate(users, counts("User", 6, "Profile", 10), 1);
        List<String> profileUsers = texts(made.items("Profile"), "userId");
        assertEquals(6, profileUsers.size());
        assertEquals(Set.copyOf(texts(made.items("User"), "userId")), Set.copyOf(profileUsers));
        assertTrue(made.notes().stream().anyMatch(s -> s.contains("every User already has its Profile")), made.notes()::toString);
    }

    @Test
    void aCycleIsBrokenAtTheEntityDeclaredFirst() {
        TableDesign t = table("Cycle", List.of(
                entity("A", keys("A#${aId}", "A"), attr("aId", AttributeType.S), attr("bId", AttributeType.S)),
                entity("B", keys("B#${bId}", "B"), attr("bId", AttributeType.S), attr("aId", AttributeType.S))),
                rel("A", "B", Cardinality.ONE_TO_MANY), rel("B", "A", Cardinality.ONE_TO_MANY));
        GeneratedItems made = generate(t, counts("B", 5, "A", 5), 1);
        assertEquals(List.of("A", "B"), List.copyOf(made.itemsByEntity().keySet()));
        assertEquals(5, made.items("A").size());
        Set<String> as = new HashSet<>(texts(made.items("A"), "aId"));
        made.items("B").forEach(b -> assertTrue(as.contains(text(b, "aId")), b::toString));
        assertTrue(made.notes().stream().anyMatch(s -> s.contains("cycle")), made.notes()::toString);
    }

    @Test
    void everySampleTakesGeneratedItemsWithoutErrors() {
        for (String sample : List.of("movies-actors.json", "customer-orders.json", "alleycat-races.json",
                "company-directory.json", "issue-tracker.json")) {
            TableDesign t = sampleTable(sample);
            GeneratedItems made = SampleGenerator.generate(t, GenerationRequest.everyEntity(t, 40, 12), Progress.NONE);
            // Entities the stream keeps get no items of their own: theirs are computed.
            assertEquals(40 * (t.entities().size() - t.keptEntities().size()), made.count(),
                    () -> sample + ": " + made.notes());
            List<Problem> before = ModelValidator.validate(DataModel.of("m", List.of(t)));
            List<Problem> problems = ModelValidator.validate(DataModel.of("m", List.of(applied(t, made))));
            assertEquals(List.of(), problems.stream().filter(Problem::isError).toList(), sample);
            // nothing new to warn about either: no stale keys, wrong types or missing required attributes
            Map<String, Long> newWarnings = new HashMap<>();
            problems.stream().filter(p -> !before.contains(p)).forEach(p -> newWarnings.merge(p.message(), 1L, Long::sum));
            assertEquals(Map.of(), newWarnings, sample);
        }
    }
}
