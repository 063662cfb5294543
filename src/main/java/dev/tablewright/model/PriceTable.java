package dev.tablewright.model;

import dev.tablewright.model.settings.TableClass;
import java.util.Collections;
import java.util.EnumMap;
import java.util.Map;
import java.util.OptionalDouble;

/**
 * What DynamoDB charges, in US dollars: requests (on-demand per million request units, provisioned per
 * capacity unit-hour) for each table class, storage and point-in-time recovery per GB-month, stream
 * reads, replicated writes and warm throughput. The model file may carry its own (a region's prices, a
 * discount); without one {@link #US_EAST_1} applies. Warm throughput has no default (AWS publishes no
 * figure that could be read here): until the user enters one it is unset, and costs leave it out.
 *
 * @param rates the rates set: every {@link Rate} that has a default (one left out takes it), and those
 *              without a default only when given
 * @param asOf  the date the rates are AWS's prices from (ISO {@code 2024-11-01}), shown beside them
 * @param label where the prices come from, shown beside every cost
 */
public record PriceTable(Map<Rate, Double> rates, String asOf, String label) {

    /**
     * The date of the default rates: AWS's us-east-1 prices in force since 2024-11-01, when on-demand
     * requests were halved and global tables' replicated writes cut to the price of a local write; the
     * storage, PITR and stream prices did not change then. Read from AWS's pages and documentation
     * (DynamoDB developer guide, disaster-recovery costs: PITR $0.20/GB-month and $0.625 per million
     * replicated write request units, N. Virginia) and checked on 2026-11-27.
     */
    public static final String DEFAULT_AS_OF = "2024-11-01";

    /**
     * The date of the vector index rates: AWS's agent-toolkit repository
     * ({@code aws/agent-toolkit-for-aws}, commit {@code d6ad2e44}, 2026-08-20), not the pricing page.
     */
    public static final String VECTOR_AS_OF = "2026-08-20";

    /** Every rate the costs use: its key in the file, its label in Prices…, its us-east-1 default if it has one. */
    public enum Rate {
        ON_DEMAND_READ("onDemandReadPerMillion", "On demand, per million read request units", 0.125),
        ON_DEMAND_WRITE("onDemandWritePerMillion", "On demand, per million write request units", 0.625),
        PROVISIONED_READ("provisionedReadPerHour", "Provisioned, per read capacity unit-hour", 0.00013),
        PROVISIONED_WRITE("provisionedWritePerHour", "Provisioned, per write capacity unit-hour", 0.00065),
        /*
         * Standard-IA: AWS prices its requests 25 % above Standard's; these are Standard's × 1.25
         * ($0.15625 and $0.78125 per million; $0.00016 and $0.00081 per unit-hour, to AWS's five decimals).
         */
        IA_ON_DEMAND_READ("iaOnDemandReadPerMillion", "Standard-IA on demand, per million read request units", 0.15625),
        IA_ON_DEMAND_WRITE("iaOnDemandWritePerMillion", "Standard-IA on demand, per million write request units",
                0.78125),
        IA_PROVISIONED_READ("iaProvisionedReadPerHour", "Standard-IA provisioned, per read capacity unit-hour", 0.00016),
        IA_PROVISIONED_WRITE("iaProvisionedWritePerHour", "Standard-IA provisioned, per write capacity unit-hour",
                0.00081),
        /* Storage: $0.25 (Standard, after the account's first free 25 GB, not counted here) and $0.10 (Standard-IA). */
        STORAGE("storagePerGbMonth", "Storage, per GB-month", 0.25),
        IA_STORAGE("iaStoragePerGbMonth", "Standard-IA storage, per GB-month", 0.10),
        PITR("pitrPerGbMonth", "Point-in-time recovery, per GB-month", 0.20),
        /* $0.02 per 100,000 streams read request units (the first 2.5 million a month free, not counted here). */
        STREAM_READ("streamReadPerMillion", "Stream reads, per million streams read request units", 0.20),
        REPLICATED_WRITE("replicatedWritePerMillion", "On demand, per million replicated write request units", 0.625),
        IA_REPLICATED_WRITE("iaReplicatedWritePerMillion",
                "Standard-IA on demand, per million replicated write request units", 0.78125),
        REPLICATED_WRITE_HOUR("replicatedWritePerHour", "Provisioned, per replicated write capacity unit-hour", 0.00065),
        IA_REPLICATED_WRITE_HOUR("iaReplicatedWritePerHour",
                "Standard-IA provisioned, per replicated write capacity unit-hour", 0.00081),
        /*
         * Warm throughput, once, per unit per second raised above what the table has without pre-warming.
         * No default: the developer guide says only that pre-warming is charged ("see DynamoDB
         * pricing"), and the pricing page's figure could not be read here. The user enters it in Prices….
         */
        WARM_READ("warmReadPerUnit", "Warm throughput, once, per read unit/s raised", null),
        WARM_WRITE("warmWritePerUnit", "Warm throughput, once, per write unit/s raised", null),
        /*
         * Vector indexes, billed by bytes rather than capacity units: us-east-1 Standard rates from AWS's
         * agent-toolkit repository dated 2026-08-20 ({@link #VECTOR_AS_OF}), not from the pricing page,
         * which could not be read here (docs/vector-indexes.md §7); Standard-IA pays 125 % on the two
         * request rates and 40 % on storage. A 1 KB minimum applies to each write and search.
         */
        VECTOR_STORAGE("vectorStoragePerGbMonth", "Vector index storage, per GB-month (AWS toolkit, 2026-08-20)", 0.25),
        IA_VECTOR_STORAGE("iaVectorStoragePerGbMonth",
                "Standard-IA vector index storage, per GB-month (AWS toolkit, 2026-08-20)", 0.10),
        VECTOR_WRITE("vectorWritePerGb", "Vector writes, per GB written (AWS toolkit, 2026-08-20)", 0.52),
        IA_VECTOR_WRITE("iaVectorWritePerGb", "Standard-IA vector writes, per GB written (AWS toolkit, 2026-08-20)",
                0.65),
        VECTOR_SEARCH("vectorSearchPerGb", "Vector searches, per GB examined (AWS toolkit, 2026-08-20)", 0.002),
        IA_VECTOR_SEARCH("iaVectorSearchPerGb",
                "Standard-IA vector searches, per GB examined (AWS toolkit, 2026-08-20)", 0.0025);

        private final String key;
        private final String label;
        private final Double usEast1;

        Rate(String key, String label, Double usEast1) {
            this.key = key;
            this.label = label;
            this.usEast1 = usEast1;
        }

        /** Its name in the file ({@code onDemandReadPerMillion}). */
        public String key() {
            return key;
        }

        public String label() {
            return label;
        }

        /** AWS's us-east-1 price as of {@link #DEFAULT_AS_OF}; empty for a rate without a default. */
        public OptionalDouble usEast1() {
            return usEast1 == null ? OptionalDouble.empty() : OptionalDouble.of(usEast1);
        }

        /** Whether the rate has a default; one without is unset until the user enters it. */
        public boolean hasDefault() {
            return usEast1 != null;
        }
    }

    /** The rates one table class pays for its requests and storage. */
    public record ClassRates(double onDemandReadPerMillion, double onDemandWritePerMillion,
            double provisionedReadPerHour, double provisionedWritePerHour, double replicatedWritePerMillion,
            double replicatedWritePerHour, double storagePerGbMonth) {
    }

    /** The published prices for US East (N. Virginia). */
    public static final PriceTable US_EAST_1 = new PriceTable(Map.of(), DEFAULT_AS_OF,
            "us-east-1 list prices");

    /** AWS bills a month as 730 hours. */
    public static final double HOURS_PER_MONTH = 730;

    public PriceTable {
        EnumMap<Rate, Double> all = new EnumMap<>(Rate.class);
        for (Rate r : Rate.values()) {
            Double price = rates == null ? null : rates.get(r);
            Double d = price == null ? r.usEast1 : price;
            if (d == null) {
                continue;
            }
            if (!Double.isFinite(d) || d < 0) {
                throw new IllegalArgumentException("a price is a number of dollars, 0 or more");
            }
            all.put(r, d);
        }
        rates = Collections.unmodifiableMap(all);
        asOf = asOf == null ? "" : asOf;
        label = label == null ? "" : label;
    }

    /** The four Standard request prices; every other rate is the default, dated {@link #DEFAULT_AS_OF}. */
    public PriceTable(double onDemandReadPerMillion, double onDemandWritePerMillion, double provisionedReadPerHour,
            double provisionedWritePerHour, String label) {
        this(Map.of(Rate.ON_DEMAND_READ, onDemandReadPerMillion, Rate.ON_DEMAND_WRITE, onDemandWritePerMillion,
                Rate.PROVISIONED_READ, provisionedReadPerHour, Rate.PROVISIONED_WRITE, provisionedWritePerHour),
                DEFAULT_AS_OF, label);
    }

    /**
     * The price of a rate that has a default, or that is set.
     *
     * @throws IllegalStateException for a rate without a default that is not set: ask {@link #find} first
     */
    public double rate(Rate r) {
        Double d = rates.get(r);
        if (d == null) {
            throw new IllegalStateException("no price is set for " + r.label());
        }
        return d;
    }

    /** The price when set (always, for a rate with a default); empty for an unset rate without a default. */
    public OptionalDouble find(Rate r) {
        Double d = rates.get(r);
        return d == null ? OptionalDouble.empty() : OptionalDouble.of(d);
    }

    public boolean hasRate(Rate r) {
        return rates.containsKey(r);
    }

    public double onDemandReadPerMillion() {
        return rate(Rate.ON_DEMAND_READ);
    }

    public double onDemandWritePerMillion() {
        return rate(Rate.ON_DEMAND_WRITE);
    }

    public double provisionedReadPerHour() {
        return rate(Rate.PROVISIONED_READ);
    }

    public double provisionedWritePerHour() {
        return rate(Rate.PROVISIONED_WRITE);
    }

    /** What a table of class {@code c} pays for requests, replicated writes and storage. */
    /**
     * The vector index rates one table class pays, in dollars: storage per GB-month, writes per GB
     * written, searches per GB examined.
     */
    public record VectorRates(double storagePerGbMonth, double writePerGb, double searchPerGb) {
        /** DynamoDB bills at least 1 KB for each vector write and each search. */
        public static final long MINIMUM_BYTES = 1024;
        private static final double BYTES_PER_GB = 1024.0 * 1024 * 1024;

        /** What one search that examines {@code bytes} costs. */
        public double search(long bytes) {
            return Math.max(MINIMUM_BYTES, bytes) / BYTES_PER_GB * searchPerGb;
        }

        /** What one write that puts {@code bytes} of vector data costs. */
        public double write(long bytes) {
            return Math.max(MINIMUM_BYTES, bytes) / BYTES_PER_GB * writePerGb;
        }

        /** What {@code bytes} of index storage cost a month. */
        public double storage(double bytes) {
            return bytes / BYTES_PER_GB * storagePerGbMonth;
        }
    }

    public VectorRates vectorRates(TableClass c) {
        return c == TableClass.STANDARD_INFREQUENT_ACCESS
                ? new VectorRates(rate(Rate.IA_VECTOR_STORAGE), rate(Rate.IA_VECTOR_WRITE), rate(Rate.IA_VECTOR_SEARCH))
                : new VectorRates(rate(Rate.VECTOR_STORAGE), rate(Rate.VECTOR_WRITE), rate(Rate.VECTOR_SEARCH));
    }

    public ClassRates forClass(TableClass c) {
        if (c == TableClass.STANDARD_INFREQUENT_ACCESS) {
            return new ClassRates(rate(Rate.IA_ON_DEMAND_READ), rate(Rate.IA_ON_DEMAND_WRITE),
                    rate(Rate.IA_PROVISIONED_READ), rate(Rate.IA_PROVISIONED_WRITE), rate(Rate.IA_REPLICATED_WRITE),
                    rate(Rate.IA_REPLICATED_WRITE_HOUR), rate(Rate.IA_STORAGE));
        }
        return new ClassRates(onDemandReadPerMillion(), onDemandWritePerMillion(), provisionedReadPerHour(),
                provisionedWritePerHour(), rate(Rate.REPLICATED_WRITE), rate(Rate.REPLICATED_WRITE_HOUR),
                rate(Rate.STORAGE));
    }
}
