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
 * Datafaker's realistic text, made cheap: each source has its own seeded Faker (providers bound once)
 * and keeps the first {@value #CAP} values it produced; later draws reuse them. A Faker call costs 1 to
 * 80 µs and a first call loads its data files, so 100,000 items cannot afford one call per value.
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

    private final long seed;
    private final Map<Source, Pool> pools = new EnumMap<>(Source.class);

    FakePools(long seed) {
        this.seed = seed;
    }

    String draw(Source source) {
        return pools.computeIfAbsent(source, this::open).draw();
    }

    private Pool open(Source source) {
        long poolSeed = Seeds.mix(seed, "faker:" + source.name());
        // Locale fixed: the machine's default locale must not change the data.
        Faker faker = new Faker(Locale.ENGLISH, new Random(poolSeed));
        return new Pool(source.provider.apply(faker), new Random(~poolSeed));
    }

    private static final class Pool {
        private final Supplier<String> faker;
        private final Random picker;
        private final List<String> values = new ArrayList<>();

        Pool(Supplier<String> faker, Random picker) {
            this.faker = faker;
            this.picker = picker;
        }

        String draw() {
            if (values.size() < CAP) {
                String v = faker.get();
                values.add(v);
                return v;
            }
            return values.get(picker.nextInt(CAP));
        }
    }
}
