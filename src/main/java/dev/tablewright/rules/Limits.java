package dev.tablewright.rules;

import dev.tablewright.model.KeyLimits;

/**
 * DynamoDB's limits that a design can break, with the figures from the DynamoDB developer guide
 * ("Service, account, and table quotas" and "Item sizes and formats").
 */
public final class Limits {
    /** Table and index names: 3–255 characters of {@link #NAME_CHARACTERS}. */
    public static final int MIN_TABLE_OR_INDEX_NAME = 3;
    public static final int MAX_TABLE_OR_INDEX_NAME = 255;
    /** The characters table and index names may use, as a regex character class. */
    public static final String NAME_CHARACTERS = "[a-zA-Z0-9_.-]";

    /** Key attribute names (table and index keys) and projected attribute names, in UTF-8 bytes. */
    public static final int MAX_KEY_ATTRIBUTE_NAME_BYTES = 255;
    /** Any other attribute name, in UTF-8 bytes (64 KB). */
    public static final int MAX_ATTRIBUTE_NAME_BYTES = 65_535;

    /** A partition key value (table or index), in bytes (UTF-8 for strings). */
    public static final int MAX_PARTITION_KEY_BYTES = KeyLimits.MAX_PARTITION_KEY_BYTES;
    /** A sort key value (table or index), in bytes. */
    public static final int MAX_SORT_KEY_BYTES = KeyLimits.MAX_SORT_KEY_BYTES;

    /** An item, names and values together, as {@link ItemSize} computes it: 400 KB. */
    public static final int MAX_ITEM_BYTES = 400 * 1024;
    /** Above this an item is near the limit (a warning, not DynamoDB's): 300 KB. */
    public static final int NEAR_ITEM_BYTES = 300 * 1024;
    /** Lists and maps nest at most this deep. */
    public static final int MAX_NESTING_DEPTH = 32;

    /** Global secondary indexes per table: the default quota (adjustable through Service Quotas). */
    public static final int MAX_GLOBAL_INDEXES = 20;
    /** Local secondary indexes per table: a hard limit. */
    public static final int MAX_LOCAL_INDEXES = 5;
    /** Non-key attributes projected by INCLUDE, summed over all of a table's indexes. */
    public static final int MAX_PROJECTED_ATTRIBUTES = 100;

    // Table settings (issue 25). Each figure cites the page it comes from.

    /**
     * Point-in-time recovery period, in days: API Reference, PointInTimeRecoverySpecification,
     * RecoveryPeriodInDays "Valid Range: Minimum value of 1. Maximum value of 35."
     */
    public static final int MIN_RECOVERY_DAYS = 1;
    public static final int MAX_RECOVERY_DAYS = 35;

    /**
     * Tags: Developer Guide, "Tagging restrictions in DynamoDB": at most 50 per resource, keys of
     * 128 and values of 256 Unicode characters; API Reference, Tag: key length 1–128, value 0–256.
     */
    public static final int MAX_TAGS = 50;
    public static final int MAX_TAG_KEY_CHARACTERS = 128;
    public static final int MAX_TAG_VALUE_CHARACTERS = 256;
    /**
     * The characters tags may use, as "Tagging restrictions in DynamoDB" lists them: letters, white
     * space, numbers and {@code + - = . _ : /}.
     */
    public static final String TAG_CHARACTERS = "[\\p{L}\\p{Z}\\p{N}+\\-=._:/]";
    /** The prefix AWS keeps for its own tags ("which you can't assign"); compared ignoring case. */
    public static final String RESERVED_TAG_PREFIX = "aws:";

    /**
     * Auto scaling target utilisation, in percent: Developer Guide, "Managing throughput capacity
     * automatically with DynamoDB auto scaling": "You can set the auto scaling target utilization
     * values between 20 and 90 percent for your read and write capacity."
     */
    public static final double MIN_TARGET_UTILIZATION = 20;
    public static final double MAX_TARGET_UTILIZATION = 90;
    /**
     * Provisioned capacity units, and so auto scaling's minimum: API Reference, ProvisionedThroughput,
     * ReadCapacityUnits and WriteCapacityUnits "Valid Range: Minimum value of 1."
     */
    public static final long MIN_CAPACITY_UNITS = 1;
    /**
     * On-demand maximum throughput: API Reference, OnDemandThroughput: "set the value … as greater
     * than or equal to 1" (-1, which the model holds as empty, removes the maximum).
     */
    public static final long MIN_ON_DEMAND_REQUEST_UNITS = 1;

    /**
     * A table's warm throughput: every new table starts at 12,000 read and 4,000 write units per
     * second (Developer Guide, "Understanding DynamoDB warm throughput in different scenarios":
     * "New on-demand tables start with warm throughput of 12,000 read units per second and 4,000
     * write units per second") and a table's value can only be raised (the guide's "Increase your
     * existing DynamoDB table's warm throughput"; the AWS provider's {@code aws_dynamodb_table}
     * reference: "For the base table, this value cannot be decreased … Minimum value of 12000"
     * and "of 4000"), so a table cannot ask for less.
     */
    public static final long MIN_TABLE_WARM_READ_UNITS = 12_000;
    public static final long MIN_TABLE_WARM_WRITE_UNITS = 4_000;
    /**
     * A GSI's warm throughput: CloudFormation, WarmThroughput "Minimum: 1"; the guide's own example
     * sets a GSI to 88 read and 77 write units, and the AWS provider's reference says a GSI's value
     * "can be increased or decreased".
     */
    public static final long MIN_INDEX_WARM_UNITS = 1;

    /**
     * A resource-based policy, in bytes of its JSON text: API Reference, PutResourcePolicy: "The
     * maximum size supported for a resource-based policy document is 20 KB. DynamoDB counts
     * whitespaces when calculating the size".
     */
    public static final int MAX_RESOURCE_POLICY_BYTES = 20 * 1024;

    /**
     * Multi-Region strong consistency: "A MRSC global table can be configured with either three
     * replicas, or with two replicas and one witness" (API Reference,
     * CreateGlobalTableWitnessGroupMemberAction); the model has no witness, so three replicas.
     */
    public static final int STRONG_CONSISTENCY_REGIONS = 3;

    /** A TTL attribute's name: API Reference, TimeToLiveSpecification, AttributeName length 1–255. */
    public static final int MAX_TTL_ATTRIBUTE_NAME = 255;

    // Vector indexes (issue 26). Sources and how much each weighs: docs/vector-indexes.md, §1–2.

    /**
     * Vector indexes per table: 5. AWS's agent toolkit (aws/agent-toolkit-for-aws, DynamoDB skill,
     * vector-search.md); DynamoDB's messages, measured by the ExtendDB emulator's authors: "VectorIndex
     * count exceeds the per-table limit of 5" (CreateTable), "Number of vector secondary indexes exceeds
     * per-table limit of 5" (UpdateTable). The Developer Guide's quotas page was not readable (§8.1).
     */
    public static final int MAX_VECTOR_INDEXES = 5;
    /**
     * A vector's dimensions, 1–4,096: the service model's {@code PositiveLongObject} (min 1) for
     * {@code Dimensions}; CloudFormation, AWS::DynamoDB::Table VectorIndex, Dimensions "Maximum: 4096";
     * the model's {@code SearchVectorList} (max 4096).
     */
    public static final int MIN_VECTOR_DIMENSIONS = 1;
    public static final int MAX_VECTOR_DIMENSIONS = 4_096;
    /** A vector attribute's name: the service model's {@code VectorAttributeName}, length 1–255. */
    public static final int MAX_VECTOR_ATTRIBUTE_NAME = 255;
    /**
     * INLINE_FILTER elements of a search schema: 18 (AWS's agent toolkit, vector-search.md; also quoted by
     * the emulators), beside at most one HASH element.
     */
    public static final int MAX_VECTOR_FILTER_ATTRIBUTES = 18;
    /**
     * An INCLUDE projection's NonKeyAttributes: the service model's shared {@code NonKeyAttributeNameList},
     * 1–20 names (API Reference, Projection).
     */
    public static final int MIN_INCLUDE_ATTRIBUTES = 1;
    public static final int MAX_INCLUDE_ATTRIBUTES = 20;

    private Limits() {
    }
}
