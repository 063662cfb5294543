package dev.tablewright.sample;

import dev.tablewright.model.AttributeType;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Binary;
import dev.tablewright.sample.FakePools.Source;
import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Values for one entity's attributes: text of the attribute's kind (Datafaker through
 * {@link FakePools}), numbers, dates and bytes from the entity's seeded random, each fitted to the
 * declared type. Dates lie in fixed windows, never relative to today, so a seed always gives the same
 * items; dates, months and timestamps lie in the request's {@link DateRange} when it gives one.
 */
final class ValueFaker {
    private static final List<String> STATUSES = List.of("new", "active", "pending", "completed", "cancelled");
    /** IMDb's genres: Datafaker has books' and music's, not films'. */
    private static final List<String> MOVIE_GENRES = List.of("Drama", "Comedy", "Action", "Thriller", "Crime",
            "Romance", "Adventure", "Sci-Fi", "Horror", "Fantasy", "Mystery", "Animation", "Documentary", "Biography",
            "Family", "History", "War", "Western", "Musical", "Sport");
    private static final List<String> ACCESS_ROLES = List.of("admin", "owner", "editor", "viewer", "member",
            "guest");
    private static final List<String> DEVICES = List.of("mobile", "web", "tablet", "smart-tv", "desktop");
    private static final long DAY_FROM = LocalDate.of(2015, 1, 1).toEpochDay();
    private static final long DAY_TO = LocalDate.of(2025, 12, 31).toEpochDay();
    private static final long BIRTH_FROM = LocalDate.of(1940, 1, 1).toEpochDay();
    private static final long BIRTH_TO = LocalDate.of(2005, 12, 31).toEpochDay();
    private static final long SECONDS_PER_DAY = 86_400;
    /** The kinds a date range holds: a birth date keeps its decades. */
    private static final Set<AttributeKind> DATED = EnumSet.of(AttributeKind.DATE, AttributeKind.TIMESTAMP,
            AttributeKind.YEAR_MONTH);

    private final FakePools pools;
    private final Random random;
    /** Null: none asked for; the model's own span of dates, else 2015 to 2025. */
    private final DateRange dates;
    private Persona persona;
    private boolean personaNamed;

    ValueFaker(FakePools pools, Random random, DateRange dates) {
        this.pools = pools;
        this.random = random;
        this.dates = dates;
    }

    /** A new item begins: a new person for its names and email. */
    void startItem() {
        persona = null;
        personaNamed = false;
    }

    AttributeValue value(AttributePlan plan) {
        ValueRecipe recipe = plan.recipe();
        switch (plan.type()) {
            case S:
                return AttributeValue.s(text(recipe));
            case N:
                return new AttributeValue.N(number(recipe));
            case B:
                return new AttributeValue.B(bytes());
            case BOOL:
                return AttributeValue.bool(random.nextBoolean());
            case NULL:
                return AttributeValue.NULL;
            case SS:
                return new AttributeValue.SS(distinct(() -> text(plan.element())));
            case NS:
                return new AttributeValue.NS(distinct(() -> number(plan.element())));
            case BS:
                return new AttributeValue.BS(distinct(this::bytes));
            case L:
                return new AttributeValue.L(list(plan.element()));
            case M:
                return new AttributeValue.M(map(recipe));
            default:
                throw new IllegalStateException("no values for type " + plan.type());
        }
    }

    private String text(ValueRecipe recipe) {
        AttributeValue choice = choice(recipe, AttributeType.S);
        if (choice != null) {
            return ((AttributeValue.S) choice).value();
        }
        switch (recipe.kind()) {
            case ID:
                return "id-" + Long.toHexString(random.nextLong() >>> 32);
            case EMAIL:
                return persona().email(draw(Source.DOMAIN), random.nextInt(3) == 0 ? random.nextInt(100) : -1);
            case FIRST_NAME:
                return persona().first();
            case LAST_NAME:
                return persona().last();
            case FULL_NAME:
                return fullName();
            case USERNAME:
                return persona().username(random.nextInt(2) == 0 ? random.nextInt(1_000) : -1);
            case COMPANY:
                return draw(Source.COMPANY);
            case PRODUCT:
                return draw(Source.PRODUCT);
            case JOB_TITLE:
                return draw(Source.JOB_TITLE);
            case TITLE:
                return draw(Source.BOOK_TITLE);
            case MOVIE_TITLE:
                return draw(Source.MOVIE_TITLE);
            case GENRE:
                return draw(Source.GENRE);
            case MOVIE_GENRE:
                return MOVIE_GENRES.get(random.nextInt(MOVIE_GENRES.size()));
            case CHARACTER:
                return draw(Source.CHARACTER);
            case ACCESS_ROLE:
                return ACCESS_ROLES.get(random.nextInt(ACCESS_ROLES.size()));
            case LANGUAGE:
                return draw(Source.LANGUAGE);
            case CITY:
                return draw(Source.CITY);
            case COUNTRY:
                return draw(Source.COUNTRY);
            case STATE:
                return draw(Source.STATE);
            case STREET:
                return draw(Source.STREET);
            case ZIP:
                return draw(Source.ZIP);
            case PHONE:
                // Built here: Datafaker's phone numbers cost ~90 µs each.
                return String.format("(%d) %d-%04d", 200 + random.nextInt(800), 200 + random.nextInt(800),
                        random.nextInt(10_000));
            case URL:
                return "https://www." + draw(Source.DOMAIN) + (random.nextBoolean() ? "" : "/" + draw(Source.WORD));
            case IP:
                return (1 + random.nextInt(223)) + "." + random.nextInt(256) + "." + random.nextInt(256) + "."
                        + (1 + random.nextInt(254));
            case DATE:
                return LocalDate.ofEpochDay(day(recipe)).toString();
            case BIRTH_DATE:
                return LocalDate.ofEpochDay(day(recipe, BIRTH_FROM, BIRTH_TO)).toString();
            case TIMESTAMP:
                return Instant.ofEpochSecond(dates == null && recipe.rangeLearned()
                        ? recipe.range().draw(random).longValue() : timestamp()).toString();
            case YEAR_MONTH:
                return LocalDate.ofEpochDay(day(recipe)).toString().substring(0, 7);
            case STATUS:
                return STATUSES.get(random.nextInt(STATUSES.size()));
            case DEVICE:
                return DEVICES.get(random.nextInt(DEVICES.size()));
            case SENTENCE:
                return draw(Source.SENTENCE);
            case TICKER:
                return draw(Source.TICKER);
            case INDUSTRY:
                return draw(Source.INDUSTRY);
            case COLOR:
                return draw(Source.COLOR);
            case CURRENCY:
                return draw(Source.CURRENCY);
            case WORD:
                return draw(Source.WORD);
            default:
                // numeric kinds as text: money keeps its two decimals ("12.50")
                BigDecimal n = recipe.range().draw(random);
                return recipe.kind() == AttributeKind.MONEY && n.scale() < 2 ? n.setScale(2).toPlainString()
                        : n.toPlainString();
        }
    }

    private BigDecimal number(ValueRecipe recipe) {
        AttributeValue choice = choice(recipe, AttributeType.N);
        if (choice != null) {
            return ((AttributeValue.N) choice).value();
        }
        if (dates != null && DATED.contains(recipe.kind())) {
            // The range moves the value, the model's numbers keep their unit.
            DateNumber unit = DateNumber.of(recipe);
            return unit.at(recipe.kind() == AttributeKind.TIMESTAMP ? timestamp()
                    : between(dates.firstDay(), dates.lastDay()) * SECONDS_PER_DAY);
        }
        if (recipe.rangeLearned()) {
            return recipe.range().draw(random);
        }
        switch (recipe.kind()) {
            case DATE:
                return BigDecimal.valueOf(between(DAY_FROM, DAY_TO) * SECONDS_PER_DAY);
            case BIRTH_DATE:
                return BigDecimal.valueOf(between(BIRTH_FROM, BIRTH_TO) * SECONDS_PER_DAY);
            case TIMESTAMP:
                return BigDecimal.valueOf(timestamp());
            case YEAR_MONTH:
                LocalDate d = LocalDate.ofEpochDay(between(DAY_FROM, DAY_TO));
                return BigDecimal.valueOf(d.getYear() * 100L + d.getMonthValue());
            default:
                return recipe.range().draw(random);
        }
    }

    private AttributeValue choice(ValueRecipe recipe, AttributeType type) {
        List<AttributeValue> choices = recipe.choices();
        if (choices.isEmpty()) {
            return null;
        }
        AttributeValue v = choices.get(random.nextInt(choices.size()));
        return v.type() == type ? v : null;
    }

    private Binary bytes() {
        byte[] b = new byte[16];
        random.nextBytes(b);
        return Binary.of(b);
    }

    /** One to three different values (a set may not be empty, nor repeat one). */
    private <T> Set<T> distinct(Supplier<T> next) {
        int wanted = 1 + random.nextInt(3);
        Set<T> values = new LinkedHashSet<>();
        for (int tries = 0; values.size() < wanted && tries < wanted * 3; tries++) {
            values.add(next.get());
        }
        return values;
    }

    private List<AttributeValue> list(ValueRecipe element) {
        int size = 1 + random.nextInt(3);
        List<AttributeValue> values = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            values.add(element.kind().isNumeric() ? new AttributeValue.N(number(element))
                    : AttributeValue.s(text(element)));
        }
        return values;
    }

    /** An address as its parts, or a few named values. */
    private Map<String, AttributeValue> map(ValueRecipe recipe) {
        Map<String, AttributeValue> map = new LinkedHashMap<>();
        if (recipe.kind() == AttributeKind.STREET) {
            map.put("street", AttributeValue.s(draw(Source.STREET)));
            map.put("city", AttributeValue.s(draw(Source.CITY)));
            map.put("zip", AttributeValue.s(draw(Source.ZIP)));
            map.put("country", AttributeValue.s(draw(Source.COUNTRY)));
            return map;
        }
        int size = 1 + random.nextInt(3);
        for (int tries = 0; map.size() < size && tries < size * 3; tries++) {
            String key = draw(Source.WORD);
            map.put(key, random.nextBoolean() ? AttributeValue.s(draw(Source.WORD))
                    : AttributeValue.n(random.nextInt(1_000)));
        }
        return map;
    }

    private String draw(Source source) {
        return pools.draw(source, random);
    }

    private Persona persona() {
        if (persona == null) {
            persona = new Persona(draw(Source.FIRST_NAME), draw(Source.LAST_NAME));
        }
        return persona;
    }

    /** The item's person for its first full name; another person for any further one (an actor and a character). */
    private String fullName() {
        if (personaNamed) {
            return draw(Source.FIRST_NAME) + " " + draw(Source.LAST_NAME);
        }
        personaNamed = true;
        return persona().fullName();
    }

    /** An epoch day in the range asked for, else as {@link #day(ValueRecipe, long, long)} in the default window. */
    private long day(ValueRecipe recipe) {
        return dates != null ? between(dates.firstDay(), dates.lastDay()) : day(recipe, DAY_FROM, DAY_TO);
    }

    /** An epoch day in the model's own span of dates, else in the window given. */
    private long day(ValueRecipe recipe, long from, long to) {
        return recipe.rangeLearned() ? recipe.range().draw(random).longValue() : between(from, to);
    }

    private long between(long from, long to) {
        return from + random.nextLong(to - from + 1);
    }

    /** An epoch second on a day of the range asked for, else of the default window. */
    private long timestamp() {
        long from = dates == null ? DAY_FROM : dates.firstDay();
        long to = dates == null ? DAY_TO : dates.lastDay();
        return from * SECONDS_PER_DAY + random.nextLong((to - from + 1) * SECONDS_PER_DAY);
    }
}
