package dev.tablewright.sample;

import dev.tablewright.progress.Progress;
import static dev.tablewright.sample.Fixtures.applied;
import static dev.tablewright.sample.Fixtures.attr;
import static dev.tablewright.sample.Fixtures.counts;
import static dev.tablewright.sample.Fixtures.entity;
import static dev.tablewright.sample.Fixtures.keys;
import static dev.tablewright.sample.Fixtures.sampleTable;
import static dev.tablewright.sample.Fixtures.table;
import static dev.tablewright.sample.Fixtures.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.DataModel;
import dev.tablewright.model.Entity;
import dev.tablewright.model.GlobalSecondaryIndex;
import dev.tablewright.model.Item;
import dev.tablewright.model.KeySchema;
import dev.tablewright.model.Problem;
import dev.tablewright.model.Projection;
import dev.tablewright.model.TableDesign;
import dev.tablewright.rules.ModelValidator;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.regex.Pattern;
import net.datafaker.Faker;
import org.junit.jupiter.api.Test;

class SampleGeneratorTest {
    private static final TableDesign MOVIES = sampleTable("movies-actors.json");
    private static final Pattern EMAIL = Pattern.compile("[a-z0-9._%+-]+@[a-z0-9.-]+\\.[a-z]{2,}");

    private static GeneratedItems generate(TableDesign table, Map<String, Integer> counts, long seed) {
        return SampleGenerator.generate(table, new GenerationRequest(counts, seed), Progress.NONE);
    }

    @Test
    void makesTheNumberOfItemsAskedForEachEntityAndNoOther() {
        GeneratedItems made = generate(MOVIES, counts("Movie", 7, "Actor", 5, "CastMember", 11, "Stream", 0), 1);
        assertEquals(7, made.items("Movie").size());
        assertEquals(5, made.items("Actor").size());
        assertEquals(11, made.items("CastMember").size());
        assertEquals(List.of("Movie", "Actor", "CastMember"), List.copyOf(made.itemsByEntity().keySet()));
        assertEquals(23, made.count());
        assertTrue(made.notes().isEmpty(), made.notes()::toString);
        TableDesign after = applied(MOVIES, made);
        assertEquals(MOVIES.entity("Movie").orElseThrow().items().size() + 7, after.entity("Movie").orElseThrow().items().size());
        assertEquals(MOVIES.allItems().size() + 23, after.allItems().size());
    }

    @Test
    void theSameSeedGivesTheSameItemsAndAnotherSeedOthers() {
        GenerationRequest request = GenerationRequest.everyEntity(MOVIES, 50, 42);
        GeneratedItems first = SampleGenerator.generate(MOVIES, request, Progress.NONE);
        GeneratedItems again = SampleGenerator.generate(MOVIES, request, Progress.NONE);
        assertEquals(first, again);
        GeneratedItems other = SampleGenerator.generate(MOVIES, GenerationRequest.everyEntity(MOVIES, 50, 43), Progress.NONE);
        assertNotEquals(first.items("Movie"), other.items("Movie"));
        assertNotEquals(first.items("CastMember"), other.items("CastMember"));
    }

    @Test
    void anEntityDoesNotChangeWhenOthersAreAskedForToo() {
        GeneratedItems alone = generate(MOVIES, counts("Actor", 20), 5);
        GeneratedItems together = generate(MOVIES, counts("Movie", 30, "Actor", 20), 5);
        assertEquals(alone.items("Actor"), together.items("Actor"));
    }

    @Test
    void datafakerIsDeterministicForASeedAcrossInstancesAndCalls() {
        List<String> first = new ArrayList<>();
        List<String> second = new ArrayList<>();
        Faker a = new Faker(Locale.ENGLISH, new Random(99));
        new Faker(Locale.ENGLISH, new Random(7)).address().city(); // another Faker in between changes nothing
        Faker b = new Faker(Locale.ENGLISH, new Random(99));
        for (int i = 0; i < 200; i++) {
            first.add(a.name().fullName() + a.internet().emailAddress() + a.book().title());
            second.add(b.name().fullName() + b.internet().emailAddress() + b.book().title());
        }
        assertEquals(first, second);
        List<String> p = new ArrayList<>();
        List<String> q = new ArrayList<>();
        List<String> other = new ArrayList<>();
        FakePools pools = new FakePools(3);
        FakePools samePools = new FakePools(3);
        FakePools otherPools = new FakePools(4);
        Random r1 = new Random(1);
        Random r2 = new Random(1);
        Random r3 = new Random(1);
        for (int i = 0; i < 100; i++) {
            p.add(pools.draw(FakePools.Source.CITY, r1));
            q.add(samePools.draw(FakePools.Source.CITY, r2));
            other.add(otherPools.draw(FakePools.Source.CITY, r3));
        }
        assertEquals(p, q);
        assertNotEquals(p, other);
    }

    @Test
    void everyValueHasItsDeclaredType() {
        TableDesign t = table("Types", List.of(entity("Thing", keys("THING#${thingId}", "THING"),
                attr("thingId", AttributeType.S), attr("label", AttributeType.S), attr("amount", AttributeType.N),
                attr("blob", AttributeType.B), attr("active", AttributeType.BOOL), attr("nothing", AttributeType.NULL),
                attr("address", AttributeType.M), attr("settings", AttributeType.M), attr("tags", AttributeType.L),
                attr("scores", AttributeType.L), attr("genres", AttributeType.SS), attr("sizes", AttributeType.NS),
                attr("hashes", AttributeType.BS), attr("email", AttributeType.N), attr("createdAt", AttributeType.N))));
        Entity thing = t.entity("Thing").orElseThrow();
        List<Item> items = generate(t, counts("Thing", 200), 11).items("Thing");
        Set<Boolean> bools = new HashSet<>();
        for (Item i : items) {
            for (var a : thing.attributes()) {
                AttributeValue v = i.get(a.name()).orElseThrow(() -> new AssertionError(a.name() + " missing in " + i));
                assertEquals(a.type(), v.type(), a.name() + " of " + i);
            }
            bools.add(((AttributeValue.Bool) i.get("active").orElseThrow()).value());
            assertFalse(((AttributeValue.SS) i.get("genres").orElseThrow()).value().isEmpty());
            assertFalse(((AttributeValue.NS) i.get("sizes").orElseThrow()).value().isEmpty());
            assertFalse(((AttributeValue.BS) i.get("hashes").orElseThrow()).value().isEmpty());
            assertFalse(((AttributeValue.L) i.get("tags").orElseThrow()).value().isEmpty());
            Map<String, AttributeValue> address = ((AttributeValue.M) i.get("address").orElseThrow()).value();
            assertEquals(Set.of("street", "city", "zip", "country"), address.keySet());
            // a name that means text, declared N, still gets a number; a timestamp as N is epoch seconds
            long epoch = ((AttributeValue.N) i.get("createdAt").orElseThrow()).value().longValueExact();
            assertTrue(epoch >= Instant.parse("2015-01-01T00:00:00Z").getEpochSecond()
                    && epoch < Instant.parse("2026-01-01T00:00:00Z").getEpochSecond(), i::toString);
        }
        assertEquals(Set.of(true, false), bools);
        List<Problem> errors = ModelValidator.validate(DataModel.of("t", List.of(applied(t, generate(t, counts("Thing", 50), 2)))))
                .stream().filter(Problem::isError).toList();
        assertEquals(List.of(), errors);
    }

    /**
     * Issue 23 §5: dates, months and timestamps lie in the range asked for, over the model's own span
     * and the ten-year default; months repeat, so a month's partition holds many items. Numbers keep
     * the unit of the model's own (epoch milliseconds here); birth dates keep their decades.
     */
    @Test
    void datesMonthsAndTimestampsLieInTheRangeAskedFor() {
        Item old = new Item(Map.of("month", AttributeValue.s("2019-03"), "day", AttributeValue.s("2019-03-04"),
                "createdAt", AttributeValue.s("2019-03-04T10:00:00Z"), "updatedAt", AttributeValue.n(1_551_693_600_000L),
                "movieId", AttributeValue.s("m1"), "views", AttributeValue.n(3), "birthDate", AttributeValue.s("1970-01-01")));
        Item older = old.with("month", AttributeValue.s("2018-01")).with("day", AttributeValue.s("2018-01-02"))
                .with("createdAt", AttributeValue.s("2018-01-02T10:00:00Z"))
                .with("updatedAt", AttributeValue.n(1_514_887_200_000L)).with("views", AttributeValue.n(4));
        TableDesign t = table("Stats", List.of(entity("MonthlyTotal", keys("MONTH#${month}", "VIEWS#${views}#${movieId}"),
                attr("month", AttributeType.S), attr("views", AttributeType.N), attr("movieId", AttributeType.S),
                attr("day", AttributeType.S), attr("createdAt", AttributeType.S), attr("updatedAt", AttributeType.N),
                attr("dueDate", AttributeType.N), attr("birthDate", AttributeType.S)).withItems(List.of(old, older))));
        DateRange range = new DateRange(LocalDate.of(2025, 1, 1), LocalDate.of(2025, 12, 31));
        GenerationRequest request = new GenerationRequest(counts("MonthlyTotal", 240), 5).withDates(range);
        List<Item> items = SampleGenerator.generate(t, request, Progress.NONE).items("MonthlyTotal");
        assertEquals(240, items.size());
        Instant start = Instant.parse("2025-01-01T00:00:00Z");
        Instant end = Instant.parse("2026-01-01T00:00:00Z");
        Set<String> months = new HashSet<>();
        for (Item i : items) {
            months.add(text(i, "month"));
            assertEquals(2025, LocalDate.parse(text(i, "day")).getYear(), i::toString);
            Instant created = Instant.parse(text(i, "createdAt"));
            assertFalse(created.isBefore(start) || !created.isBefore(end), i::toString);
            Instant updated = Instant.ofEpochMilli(((AttributeValue.N) i.get("updatedAt").orElseThrow()).value().longValueExact());
            assertFalse(updated.isBefore(start) || !updated.isBefore(end), "epoch milliseconds as the model's: " + i);
            long due = ((AttributeValue.N) i.get("dueDate").orElseThrow()).value().longValueExact();
            assertFalse(due < start.getEpochSecond() || due >= end.getEpochSecond(), "epoch seconds: " + i);
            assertTrue(LocalDate.parse(text(i, "birthDate")).getYear() < 2010, i::toString);
        }
        assertEquals(12, months.size(), months::toString);
        assertTrue(months.stream().allMatch(m -> m.startsWith("2025-")), months::toString);
        assertThrows(IllegalArgumentException.class, () -> new DateRange(LocalDate.of(2025, 2, 1), LocalDate.of(2025, 1, 1)));
        assertEquals(new DateRange(LocalDate.of(2025, 5, 1), LocalDate.of(2026, 4, 30)),
                DateRange.twelveMonthsBefore(LocalDate.of(2026, 5, 17)), "the twelve whole months before this one");
    }

    /**
     * Issue 23 §7: a template whose keys exceed DynamoDB's limits (2,048 bytes for a partition key, 1,024
     * for a sort key, an index's too) refuses the generation, naming the template and the limit.
     */
    @Test
    void keysLongerThanDynamoDbAllowsRefuseTheGeneration() {
        String longText = "é".repeat(1_500); // 3,000 bytes of UTF-8, 1,500 chars
        TableDesign wide = table("Wide", List.of(entity("Movie", keys("MOVIE#" + longText + "#${movieId}", "MOVIE"),
                attr("movieId", AttributeType.S))));
        KeyLimitExceeded refused = assertThrows(KeyLimitExceeded.class, () -> generate(wide, counts("Movie", 5), 1));
        assertTrue(refused.getMessage().matches("Movie's PK template MOVIE#é{34}… gives keys of 3,0\\d\\d bytes; "
                + "a partition key may hold at most 2,048 bytes"), refused.getMessage());
        TableDesign sorted = table("Sorted", List.of(entity("Movie", keys("MOVIE#${movieId}", "x".repeat(1_100)),
                attr("movieId", AttributeType.S))));
        assertEquals("Movie's SK template xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx… gives keys of 1,100 bytes; a sort key "
                + "may hold at most 1,024 bytes", assertThrows(KeyLimitExceeded.class,
                        () -> generate(sorted, counts("Movie", 5), 1)).getMessage());
        Map<String, String> templates = new java.util.LinkedHashMap<>(keys("MOVIE#${movieId}", "MOVIE"));
        templates.put("GSI1SK", "T#${movieId}#" + "y".repeat(1_030));
        TableDesign indexed = table("Indexed", List.of(entity("Movie", templates, attr("movieId", AttributeType.S),
                attr("title", AttributeType.S)))).withGlobalIndexes(List.of(new GlobalSecondaryIndex("GSI1",
                KeySchema.of("GSI1PK", AttributeType.S, "GSI1SK", AttributeType.S), Projection.ALL)));
        String message = assertThrows(KeyLimitExceeded.class, () -> generate(indexed, counts("Movie", 5), 1)).getMessage();
        assertTrue(message.startsWith("Movie's GSI1SK template T#${movieId}#yyy"), message);
        assertTrue(message.endsWith("; a sort key (of index GSI1) may hold at most 1,024 bytes"), message);
        // at the limit is allowed
        TableDesign full = table("Full", List.of(entity("Movie", keys("M#${movieId}", "x".repeat(1_024)),
                attr("movieId", AttributeType.S))));
        assertEquals(5, generate(full, counts("Movie", 5), 1).count());
    }

    @Test
    void valuesFollowTheAttributeNames() {
        TableDesign t = table("Shop", List.of(entity("Customer", keys("CUST#${customerId}", "PROFILE"),
                attr("customerId", AttributeType.S), attr("firstName", AttributeType.S),
                attr("lastName", AttributeType.S), attr("email", AttributeType.S), attr("createdAt", AttributeType.S),
                attr("birthDate", AttributeType.S), attr("signupDate", AttributeType.S), attr("price", AttributeType.N),
                attr("quantity", AttributeType.N), attr("status", AttributeType.S), attr("year", AttributeType.N),
                attr("website", AttributeType.S), attr("description", AttributeType.S), attr("city", AttributeType.S),
                attr("zip", AttributeType.S), attr("phone", AttributeType.S))));
        List<Item> items = generate(t, counts("Customer", 300), 8).items("Customer");
        int twoDecimals = 0;
        Set<String> statuses = new HashSet<>();
        for (Item i : items) {
            String email = text(i, "email");
            assertTrue(EMAIL.matcher(email).matches(), email);
            // name and email are one person's
            assertTrue(email.startsWith(Persona.ascii(text(i, "firstName")) + "." + Persona.ascii(text(i, "lastName"))),
                    i::toString);
            assertTrue(text(i, "customerId").matches("cus-[0-9a-f]{6}"), i::toString);
            Instant created = Instant.parse(text(i, "createdAt"));
            assertTrue(created.isAfter(Instant.parse("2014-12-31T23:59:59Z"))
                    && created.isBefore(Instant.parse("2026-01-01T00:00:00Z")), i::toString);
            LocalDate born = LocalDate.parse(text(i, "birthDate"));
            assertTrue(born.getYear() >= 1940 && born.getYear() <= 2005, i::toString);
            LocalDate signup = LocalDate.parse(text(i, "signupDate"));
            assertTrue(signup.getYear() >= 2015 && signup.getYear() <= 2025, i::toString);
            BigDecimal price = ((AttributeValue.N) i.get("price").orElseThrow()).value();
            assertTrue(price.scale() <= 2 && price.compareTo(BigDecimal.ONE) >= 0
                    && price.compareTo(BigDecimal.valueOf(1000)) <= 0, price::toPlainString);
            twoDecimals += price.scale() == 2 ? 1 : 0;
            int quantity = ((AttributeValue.N) i.get("quantity").orElseThrow()).value().intValueExact();
            assertTrue(quantity >= 1 && quantity <= 10, i::toString);
            int year = ((AttributeValue.N) i.get("year").orElseThrow()).value().intValueExact();
            assertTrue(year >= 1950 && year <= 2025, i::toString);
            statuses.add(text(i, "status"));
            assertTrue(text(i, "website").startsWith("https://www."), i::toString);
            assertTrue(text(i, "description").endsWith("."), i::toString);
            assertTrue(text(i, "phone").matches("\\(\\d{3}\\) \\d{3}-\\d{4}"), i::toString);
            assertFalse(text(i, "city").isBlank());
        }
        assertTrue(twoDecimals > items.size() / 2, "most prices have cents: " + twoDecimals);
        assertTrue(Set.of("new", "active", "pending", "completed", "cancelled").containsAll(statuses), statuses::toString);
        assertTrue(statuses.size() > 1, statuses::toString);
        assertTrue(items.stream().map(i -> text(i, "customerId")).distinct().count() == items.size());
    }

    @Test
    void rolesTitlesAndGenresFollowWhatTheEntityIs() {
        TableDesign t = table("Imdb", List.of(
                entity("Movie", keys("MOVIE#${movieId}", "MOVIE"), attr("movieId", AttributeType.S),
                        attr("title", AttributeType.S), attr("genre", AttributeType.S), attr("language", AttributeType.S)),
                entity("CastMember", keys("MOVIE#${movieId}", "ACTOR#${actorId}"), attr("movieId", AttributeType.S),
                        attr("actorId", AttributeType.S), attr("role", AttributeType.S)),
                entity("Employee", keys("EMP#${employeeId}", "EMP"), attr("employeeId", AttributeType.S),
                        attr("title", AttributeType.S), attr("role", AttributeType.S)),
                entity("User", keys("USER#${userId}", "USER"), attr("userId", AttributeType.S),
                        attr("role", AttributeType.S))));
        GeneratedItems made = generate(t, Map.of("Movie", 60, "CastMember", 60, "Employee", 60, "User", 60), 5);
        Set<String> genres = values(made.items("Movie"), "genre");
        assertTrue(Set.of("Drama", "Comedy", "Action", "Thriller", "Crime", "Romance", "Adventure", "Sci-Fi", "Horror",
                "Fantasy", "Mystery", "Animation", "Documentary", "Biography", "Family", "History", "War", "Western",
                "Musical", "Sport").containsAll(genres), genres::toString);
        assertTrue(genres.size() > 5, genres::toString);
        Set<String> characters = values(made.items("CastMember"), "role");
        assertTrue(characters.stream().anyMatch(c -> c.contains(" ")), "characters have names: " + characters);
        assertTrue(characters.size() > 20, characters::toString);
        Set<String> jobs = values(made.items("Employee"), "title");
        jobs.addAll(values(made.items("Employee"), "role"));
        assertTrue(jobs.stream().filter(j -> j.matches(".*(Manager|Engineer|Developer|Director|Officer|Designer|"
                + "Specialist|Consultant|Analyst|Administrator|Associate|Representative|Strategist|Planner|Agent|"
                + "Coordinator|Executive|Architect|Supervisor|Assistant|Liaison|Producer|Technician|Facilitator|"
                + "Orchestrator).*")).count() > jobs.size() / 2, jobs::toString);
        assertTrue(Set.of("admin", "owner", "editor", "viewer", "member", "guest")
                .containsAll(values(made.items("User"), "role")));
        assertFalse(values(made.items("Movie"), "language").isEmpty());
    }

    private static Set<String> values(List<Item> items, String attribute) {
        return items.stream().map(i -> text(i, attribute)).collect(java.util.stream.Collectors.toCollection(HashSet::new));
    }

    @Test
    void existingValuesGuideNewOnes() {
        TableDesign issues = sampleTable("issue-tracker.json");
        TableDesign movies = MOVIES;
        List<Item> made = generate(issues, counts("Issue", 100), 4).items("Issue");
        // an issue's state stays one of the model's own (open, closed); its project is often an existing one
        assertEquals(Set.of("open", "closed"), Set.copyOf(Fixtures.texts(made, "state")));
        assertTrue(made.stream().anyMatch(i -> text(i, "projectId").equals("35e9")));
        List<Item> streams = generate(movies, counts("Stream", 100), 4).items("Stream");
        Set<String> devices = new HashSet<>(Fixtures.texts(movies.entity("Stream").orElseThrow().items(), "device"));
        assertTrue(devices.containsAll(Fixtures.texts(streams, "device")));
        // ids take the model's shape: IMDb-like movie ids, u-… users
        for (Item m : generate(movies, counts("Movie", 50), 4).items("Movie")) {
            assertTrue(text(m, "movieId").matches("tt\\d{7}"), m::toString);
        }
        for (Item s : streams) {
            assertTrue(text(s, "userId").matches("u-\\d{5,}"), s::toString);
        }
        // dates stay near the model's own: from its first date, over its span or a year if that is longer
        TableDesign orders = sampleTable("customer-orders.json");
        List<LocalDate> dates = Fixtures.texts(orders.entity("CustomerOrder").orElseThrow().items(), "Order_date")
                .stream().map(LocalDate::parse).sorted().toList();
        LocalDate first = dates.get(0);
        assertTrue(dates.get(dates.size() - 1).isBefore(first.plusDays(365)), "the sample's orders span under a year");
        Set<Integer> years = new HashSet<>();
        for (Item o : generate(orders, counts("CustomerOrder", 100), 4).items("CustomerOrder")) {
            LocalDate date = LocalDate.parse(text(o, "Order_date"));
            assertFalse(date.isBefore(first) || date.isAfter(first.plusDays(365)), date + " not within a year of " + first);
            years.add(date.getYear());
        }
        assertEquals(Set.of(2013, 2014), years);
        Instant firstStream = movies.entity("Stream").orElseThrow().items().stream()
                .map(i -> Instant.parse(text(i, "streamedAt"))).min(Instant::compareTo).orElseThrow();
        for (Item s : streams) {
            Instant at = Instant.parse(text(s, "streamedAt"));
            assertFalse(at.isBefore(firstStream) || at.isAfter(firstStream.plusSeconds(365L * 86_400)), at::toString);
        }
        // oscar holds dates in the model: generated ones are dates too, and only some actors have one,
        // so the index GSI-3 on it stays sparse
        List<Item> actors = generate(movies, counts("Actor", 200), 4).items("Actor");
        long withOscar = actors.stream().filter(a -> a.has("oscar")).count();
        assertTrue(withOscar > 20 && withOscar < 120, "actors with an oscar: " + withOscar);
        actors.stream().filter(a -> a.has("oscar")).forEach(a -> LocalDate.parse(text(a, "oscar")));
        actors.stream().filter(a -> a.has("oscar")).forEach(a -> assertEquals(text(a, "oscar"), text(a, "gsi3sk")));
        assertTrue(actors.stream().filter(a -> !a.has("oscar")).noneMatch(a -> a.has("gsi3sk")));
    }

    @Test
    void derivedPrimaryKeysOf10000ItemsCollideWithNothing() {
        // Four entities of 2,500 each: the fifth, StreamTotal, is kept by the stream and computed.
        GeneratedItems made = SampleGenerator.generate(MOVIES, GenerationRequest.everyEntity(MOVIES, 2_500, 7),
                Progress.NONE);
        assertEquals(10_000, made.count(), made.notes()::toString);
        TableDesign after = applied(MOVIES, made);
        Set<List<AttributeValue>> keys = new HashSet<>();
        for (Item i : after.allItems()) {
            List<AttributeValue> key = List.of(i.get("pk").orElseThrow(), i.get("sk").orElseThrow());
            assertTrue(keys.add(key), () -> "repeated key " + key);
        }
        int totals = after.entity("StreamTotal").orElseThrow().items().size();
        int totalsBefore = MOVIES.entity("StreamTotal").orElseThrow().items().size();
        assertEquals(MOVIES.allItems().size() - totalsBefore + 10_000 + totals, keys.size());
        List<Problem> errors = ModelValidator.validate(DataModel.of("m", List.of(after))).stream()
                .filter(Problem::isError).toList();
        assertEquals(List.of(), errors);
    }

    @Test
    void generatedItemsAreWhatItemEditsAddStores() {
        GeneratedItems made = generate(MOVIES, counts("Movie", 3, "CastMember", 3), 9);
        TableDesign after = applied(MOVIES, made);
        List<Item> movies = after.entity("Movie").orElseThrow().items();
        assertEquals(made.items("Movie"), movies.subList(movies.size() - 3, movies.size()));
        Item first = made.items("Movie").get(0);
        assertEquals(List.of("pk", "sk", "entityType"), List.copyOf(first.attributes().keySet()).subList(0, 3));
        assertEquals("movie", text(first, "entityType"));
        assertEquals("mov#" + text(first, "movieId"), text(first, "pk"));
    }

    @Test
    void progressRisesToOne() {
        List<Double> fractions = new ArrayList<>();
        List<String> messages = new ArrayList<>();
        SampleGenerator.generate(MOVIES, GenerationRequest.everyEntity(MOVIES, 1_000, 3), Progress.of((f, m) -> {
            fractions.add(f);
            messages.add(m);
        }, () -> false));
        assertTrue(fractions.size() > 10, fractions::toString);
        for (int i = 1; i < fractions.size(); i++) {
            assertTrue(fractions.get(i) >= fractions.get(i - 1), fractions::toString);
        }
        assertEquals(1.0, fractions.get(fractions.size() - 1));
        assertEquals("Generated 4,000 sample items", messages.get(messages.size() - 1), "StreamTotal is computed");
        assertTrue(messages.contains("Generating CastMember items: 512 of 1,000"), messages::toString);
    }

    @Test
    void cancellingStopsWithinAFewHundredItems() {
        AtomicBoolean cancelled = new AtomicBoolean();
        double[] last = {0};
        Progress progress = Progress.of((fraction, message) -> {
            last[0] = fraction;
            if (message.contains("Stream items: 1,024")) {
                cancelled.set(true);
            }
        }, cancelled::get);
        CancellationException e = assertThrows(CancellationException.class, () -> SampleGenerator.generate(MOVIES,
                new GenerationRequest(Map.of("Stream", 1_000_000), 1), progress));
        assertTrue(e.getMessage().contains("1,280 items"), e::getMessage); // the next check, 256 items later
        assertTrue(last[0] < 0.002, "reported " + last[0]);
    }

    @Test
    void anInterruptedThreadCancelsToo() {
        Thread.currentThread().interrupt();
        try {
            assertThrows(CancellationException.class, () -> SampleGenerator.generate(MOVIES,
                    new GenerationRequest(Map.of("Movie", 10), 1), Progress.NONE));
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void anUnknownEntityOrANegativeCountIsRefused() {
        IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
                () -> generate(MOVIES, counts("Film", 3), 1));
        assertTrue(e.getMessage().contains("Movie, Actor, CastMember, StreamTotal, Stream"), e::getMessage);
        assertThrows(IllegalArgumentException.class, () -> new GenerationRequest(Map.of("Movie", -1), 1));
    }

    @Test
    void anEntityWithoutDeclaredAttributesTakesThemFromItsTemplatesAndItems() {
        Entity user = entity("User", keys("USER#${userId}", "PROFILE"))
                .withItems(List.of(Item.of("PK", AttributeValue.s("USER#u1"), "SK", AttributeValue.s("PROFILE"),
                        "userId", AttributeValue.s("u1"), "email", AttributeValue.s("ann@example.com"),
                        "age", AttributeValue.n(41))));
        TableDesign t = table("Users", List.of(user));
        List<Item> made = generate(t, counts("User", 20), 3).items("User");
        for (Item i : made) {
            assertTrue(EMAIL.matcher(text(i, "email")).matches(), i::toString);
            assertEquals(AttributeType.N, i.get("age").orElseThrow().type());
            assertEquals("USER#" + text(i, "userId"), text(i, "PK"));
            assertEquals("PROFILE", text(i, "SK"));
        }
        assertEquals(20, made.stream().map(i -> text(i, "userId")).distinct().count());
    }

    @Test
    void anEntityWithoutTemplatesGetsUniqueTableKeys() {
        TableDesign t = table("Loose", List.of(Entity.named("Note").withAttributes(List.of(attr("body", AttributeType.S)))));
        TableDesign after = applied(t, generate(t, counts("Note", 300), 3));
        assertEquals(300, after.allItems().stream().map(i -> List.of(text(i, "PK"), text(i, "SK"))).distinct().count());
        assertTrue(after.allItems().stream().allMatch(i -> i.has("body")));
    }

    /** Speed is measured by the benchmark, not here: this checks a large request completes whole. */
    @Test
    void aHundredThousandItemsAreMadeInFull() {
        GeneratedItems made = SampleGenerator.generate(MOVIES, GenerationRequest.everyEntity(MOVIES, 25_000, 1),
                Progress.NONE);
        assertEquals(100_000, made.count(), made.notes()::toString);
    }
}
