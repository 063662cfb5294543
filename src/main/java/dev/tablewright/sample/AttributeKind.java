package dev.tablewright.sample;

/**
 * What an attribute holds, as its name tells: an email, a price, a date. Numeric kinds carry the
 * range their numbers come from when no sample values suggest another.
 */
enum AttributeKind {
    ID, EMAIL, FIRST_NAME, LAST_NAME, FULL_NAME, USERNAME, COMPANY, PRODUCT, JOB_TITLE, TITLE, MOVIE_TITLE, GENRE,
    /** A film's genre (Drama, Comedy…), where a book's genre would be wrong. */
    MOVIE_GENRE,
    /** A part an actor plays: a character's name. */
    CHARACTER,
    /** A user's role in an application (admin, editor…). */
    ACCESS_ROLE,
    LANGUAGE,
    CITY, COUNTRY, STATE, STREET, ZIP(NumberRange.of(10_000, 99_999, 0)), PHONE, URL, IP,
    DATE, BIRTH_DATE, TIMESTAMP, YEAR_MONTH, YEAR(NumberRange.of(1950, 2025, 0)),
    MONEY(NumberRange.of(1, 1_000, 2)), QUANTITY(NumberRange.of(1, 10, 0)), COUNT(NumberRange.of(0, 1_000, 0)),
    ORDINAL(NumberRange.of(1, 20, 0)), RATING(NumberRange.of(1, 5, 0)), SCORE(NumberRange.of(0, 100, 0)),
    PERCENT(NumberRange.of(0, 100, 0)), AGE(NumberRange.of(18, 90, 0)), MINUTES(NumberRange.of(1, 240, 0)),
    SECONDS(NumberRange.of(10, 3_600, 0)), HOURS(NumberRange.of(1, 48, 0)),
    LATITUDE(NumberRange.of(-90, 90, 6)), LONGITUDE(NumberRange.of(-180, 180, 6)),
    STATUS, DEVICE, SENTENCE, TICKER, INDUSTRY, COLOR, CURRENCY,
    /** Nothing recognised: a word for strings, a number from {@link #NUMBER}'s range for numbers. */
    WORD,
    NUMBER(NumberRange.of(0, 1_000, 0));

    private final NumberRange range;

    AttributeKind() {
        this(null);
    }

    AttributeKind(NumberRange range) {
        this.range = range;
    }

    /** The default range of a numeric kind; null for kinds that are text (or dates) first. */
    NumberRange range() {
        return range;
    }

    boolean isNumeric() {
        return range != null && this != ZIP;
    }
}
