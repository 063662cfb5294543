package dev.tablewright.sample;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import java.util.function.Function;
import java.util.function.Supplier;
import net.datafaker.Faker;

/**
 * Datafaker's realistic text, made cheap: on first use each source fills a pool of {@value #CAP}
 * values from its own seeded Faker (providers bound once); draws then pick from the pool with the
 * caller's random. A Faker call costs 1 to 80 µs, so 100,000 items cannot afford one per value; and
 * since a pool depends only on the seed, one entity's items do not change with another's count.
 */
final class FakePools {
    static final int CAP = 1_000;

    enum Source {
        FIRST_NAME(f -> f.name()::firstName),
        LAST_NAME(f -> f.name()::lastName),
        COMPANY(f -> f.company()::name),
        INDUSTRY(f -> f.company()::industry),
        PRODUCT(f -> f.commerce()::productName),
        JOB_TITLE(f -> f.job()::title),
        BOOK_TITLE(f -> f.book()::title),
        MOVIE_TITLE(f -> f.movie()::name),
        GENRE(f -> f.book()::genre),
        CHARACTER(FakePools::character),
        LANGUAGE(f -> f.nation()::language),
        CITY(f -> f.address()::city),
        COUNTRY(f -> f.address()::country),
        STATE(f -> f.address()::state),
        STREET(f -> f.address()::streetAddress),
        ZIP(f -> f.address()::zipCode),
        SENTENCE(f -> f.lorem()::sentence),
        WORD(f -> f.word()::noun),
        DOMAIN(f -> f.internet()::domainName),
        TICKER(f -> f.stock()::nsdqSymbol),
        COLOR(f -> f.color()::name),
        CURRENCY(f -> f.money()::currencyCode);

        private final Function<Faker, Supplier<String>> provider;

        Source(Function<Faker, Supplier<String>> provider) {
            this.provider = provider;
        }
    }

    /** Characters from three well-known casts in turn, so a cast list reads like one. */
    private static Supplier<String> character(Faker f) {
        List<Supplier<String>> casts = List.of(f.lordOfTheRings()::character, f.harryPotter()::character,
                f.friends()::character);
        int[] next = {0};
        return () -> casts.get(next[0]++ % casts.size()).get();
    }

    private final long seed;
    private final Map<Source, List<String>> pools = new EnumMap<>(Source.class);

    FakePools(long seed) {
        this.seed = seed;
    }

    String draw(Source source, Random random) {
        return pools.computeIfAbsent(source, this::fill).get(random.nextInt(CAP));
    }

    private List<String> fill(Source source) {
        // Locale fixed: the machine's default locale must not change the data.
        Faker faker = new Faker(Locale.ENGLISH, new Random(Seeds.mix(seed, "faker:" + source.name())));
        Supplier<String> provider = source.provider.apply(faker);
        List<String> values = new ArrayList<>(CAP);
        for (int i = 0; i < CAP; i++) {
            values.add(provider.get());
        }
        return values;
    }
}
