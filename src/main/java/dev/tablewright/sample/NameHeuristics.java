package dev.tablewright.sample;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The kind of an attribute from its name, case-insensitively and word by word ({@code createdAt},
 * {@code City_name}, {@code userID}): {@code email} is an email, {@code price} money, {@code *At} a
 * timestamp. The entity's name settles {@code name} (a Company's is a company name, an Issue's a
 * title) and its other attributes settle {@code state} (with a city it is a US state, else a status).
 */
final class NameHeuristics {
    private static final Set<String> COMPANY_WORDS = Set.of("company", "organization", "organisation", "org",
            "business", "employer", "vendor", "supplier", "firm", "tenant", "agency", "publisher", "manufacturer",
            "brand");
    /** Entities of a film's cast: their {@code role} is a character. */
    private static final Set<String> CAST_WORDS = Set.of("cast", "actor", "actress", "performer", "credit",
            "casting", "appearance", "movie", "film", "show", "episode", "play");
    /** Entities of an organisation's people: their {@code role} or {@code title} is a job. */
    private static final Set<String> STAFF_WORDS = Set.of("employee", "staff", "worker", "manager", "position",
            "hire", "engineer");
    /** Entities on screens: their genre is a film's. */
    private static final Set<String> SCREEN_WORDS = Set.of("movie", "film", "show", "series", "episode", "tv",
            "cinema", "title");
    private static final Set<String> PRODUCT_WORDS = Set.of("product", "item", "sku", "article");
    /** Things whose name is a title, not a person's name. */
    private static final Set<String> THING_WORDS = Set.of("project", "team", "class", "course", "category", "tag",
            "group", "event", "race", "store", "shop", "department", "list", "board", "channel", "playlist", "album",
            "issue", "task", "ticket", "table", "field", "attribute", "game", "app", "application", "service", "venue",
            "place", "room", "file", "document", "folder", "page", "feature", "plan", "campaign", "program", "model",
            "series", "show", "episode", "song", "track", "book", "movie", "film", "index", "queue", "topic", "workspace");
    private static final Set<String> PERSON_WORDS = Set.of("director", "author", "artist", "instructor", "owner",
            "manager", "assignee", "reporter", "creator", "teacher", "writer", "composer", "producer", "actor", "driver",
            "host", "contact", "customer", "employee", "speaker", "organizer", "coach", "captain", "editor", "sender",
            "recipient", "player", "member", "person", "user", "student", "patient", "guest");
    private static final Set<String> ADDRESS_WORDS = Set.of("city", "town", "zip", "zipcode", "postcode", "postal",
            "street", "address", "country");
    private static final Set<String> COLLECTION_SUFFIXES = Set.of("list", "set", "array", "collection");

    private NameHeuristics() {
    }

    /** The kind of a scalar attribute. */
    static AttributeKind kindOf(String entity, String attribute, Set<String> siblings) {
        return kindOf(tokens(entity), tokens(attribute), siblings);
    }

    /** The kind of one element of a set, list or map attribute: {@code genres} holds genres. */
    static AttributeKind elementKindOf(String entity, String attribute, Set<String> siblings) {
        List<String> t = tokens(attribute);
        if (t.size() > 1 && COLLECTION_SUFFIXES.contains(t.get(t.size() - 1))) {
            t.remove(t.size() - 1);
        }
        if (!t.isEmpty()) {
            t.set(t.size() - 1, singular(t.get(t.size() - 1)));
        }
        return kindOf(tokens(entity), t, siblings);
    }

    /** The lower-case words of a name: camelCase, snake_case, kebab-case and digits split apart. */
    static List<String> tokens(String name) {
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (!Character.isLetterOrDigit(c)) {
                flush(word, out);
                continue;
            }
            if (word.length() > 0) {
                char p = name.charAt(i - 1);
                boolean boundary = Character.isLowerCase(p) && Character.isUpperCase(c)
                        || Character.isDigit(p) != Character.isDigit(c)
                        || Character.isUpperCase(p) && Character.isUpperCase(c) && i + 1 < name.length()
                                && Character.isLowerCase(name.charAt(i + 1));
                if (boundary) {
                    flush(word, out);
                }
            }
            word.append(Character.toLowerCase(c));
        }
        flush(word, out);
        return out;
    }

    private static void flush(StringBuilder word, List<String> out) {
        if (word.length() > 0) {
            out.add(word.toString());
            word.setLength(0);
        }
    }

    static String singular(String word) {
        if (word.endsWith("ies") && word.length() > 4) {
            return word.substring(0, word.length() - 3) + "y";
        }
        if (word.endsWith("sses") || word.endsWith("xes") || word.endsWith("ches") || word.endsWith("shes")) {
            return word.substring(0, word.length() - 2);
        }
        if (word.endsWith("s") && !word.endsWith("ss") && !word.endsWith("us") && !word.endsWith("is")
                && word.length() > 3) {
            return word.substring(0, word.length() - 1);
        }
        return word;
    }

    private static AttributeKind kindOf(List<String> entity, List<String> t, Set<String> siblings) {
        if (t.isEmpty()) {
            return AttributeKind.WORD;
        }
        Set<String> w = new HashSet<>(t);
        String last = t.get(t.size() - 1);
        String joined = String.join("", t);
        if (Set.of("id", "ids", "uuid", "guid").contains(last)) {
            return AttributeKind.ID;
        }
        if (joined.contains("email") || w.contains("mail")) {
            return AttributeKind.EMAIL;
        }
        if (any(w, "url", "uri", "website", "homepage", "link", "href")) {
            return AttributeKind.URL;
        }
        if (any(w, "phone", "mobile", "fax", "tel", "telephone")) {
            return AttributeKind.PHONE;
        }
        if (any(w, "ip", "ipv4") || joined.contains("ipaddress")) {
            return AttributeKind.IP;
        }
        if (joined.contains("firstname") || joined.contains("givenname") || joined.contains("forename")) {
            return AttributeKind.FIRST_NAME;
        }
        if (joined.contains("lastname") || joined.contains("surname") || joined.contains("familyname")) {
            return AttributeKind.LAST_NAME;
        }
        if (joined.contains("username") || any(w, "login", "handle", "nickname")) {
            return AttributeKind.USERNAME;
        }
        if (w.contains("name")) {
            return nameKind(entity, t.subList(0, t.lastIndexOf("name")));
        }
        if (any(w, "title", "headline", "subject", "caption")) {
            if (w.contains("job") || w.contains("title") && t.size() == 1 && isPerson(entity)) {
                return AttributeKind.JOB_TITLE; // an employee's title is their job, not a book's name
            }
            return any(w, "movie", "film") || entity.contains("movie") || entity.contains("film")
                    ? AttributeKind.MOVIE_TITLE : AttributeKind.TITLE;
        }
        if (any(w, "role", "character")) {
            return roleKind(entity, w);
        }
        if (PERSON_WORDS.contains(last)) {
            return AttributeKind.FULL_NAME;
        }
        if (any(w, "zip", "zipcode", "postcode", "postal", "postalcode")) {
            return AttributeKind.ZIP;
        }
        if (any(w, "city", "town")) {
            return AttributeKind.CITY;
        }
        if (any(w, "country", "nation")) {
            return AttributeKind.COUNTRY;
        }
        if (any(w, "street", "address", "addr", "address1", "address2")) {
            return AttributeKind.STREET;
        }
        if (any(w, "province", "region", "county") || w.contains("state") && hasAddress(siblings)) {
            return AttributeKind.STATE;
        }
        if (any(w, "latitude", "lat")) {
            return AttributeKind.LATITUDE;
        }
        if (any(w, "longitude", "lng", "lon")) {
            return AttributeKind.LONGITUDE;
        }
        AttributeKind time = timeKind(t, w);
        if (time != null) {
            return time;
        }
        AttributeKind number = numberKind(w, last);
        if (number != null) {
            return number;
        }
        if (any(w, "status", "stage", "phase", "state")) {
            return AttributeKind.STATUS;
        }
        if (any(w, "order", "rank", "position", "priority", "index", "seq", "sequence", "sort", "level", "version",
                "step") || last.equals("no")) {
            return AttributeKind.ORDINAL;
        }
        return textKind(entity, w);
    }

    /** {@code name} and {@code <qualifier>Name}: a person unless the qualifier or entity is a company or a thing. */
    private static AttributeKind nameKind(List<String> entity, List<String> qualifier) {
        Set<String> q = new HashSet<>(qualifier);
        if (any(q, "city", "town")) {
            return AttributeKind.CITY;
        }
        if (any(q, "character", "role")) {
            return AttributeKind.CHARACTER;
        }
        if (any(q, "country", "nation")) {
            return AttributeKind.COUNTRY;
        }
        if (q.contains("street")) {
            return AttributeKind.STREET;
        }
        boolean plain = q.isEmpty() || any(q, "full", "display", "real", "legal");
        Set<String> subject = plain ? new HashSet<>(entity) : q;
        if (subject.stream().anyMatch(COMPANY_WORDS::contains)) {
            return AttributeKind.COMPANY;
        }
        if (subject.stream().anyMatch(PRODUCT_WORDS::contains)) {
            return AttributeKind.PRODUCT;
        }
        if (any(subject, "movie", "film")) {
            return AttributeKind.MOVIE_TITLE;
        }
        if (subject.stream().anyMatch(THING_WORDS::contains)) {
            return AttributeKind.TITLE;
        }
        return AttributeKind.FULL_NAME;
    }

    /**
     * {@code role}: the character an actor plays in a cast, the job of staff, else a user's role in an
     * application; {@code character} is always a character.
     */
    private static AttributeKind roleKind(List<String> entity, Set<String> w) {
        if (w.contains("character") || entity.stream().anyMatch(CAST_WORDS::contains)) {
            return AttributeKind.CHARACTER;
        }
        return entity.stream().anyMatch(STAFF_WORDS::contains) ? AttributeKind.JOB_TITLE : AttributeKind.ACCESS_ROLE;
    }

    private static boolean isPerson(List<String> entity) {
        return entity.stream().anyMatch(e -> STAFF_WORDS.contains(e) || PERSON_WORDS.contains(e)
                || Set.of("person", "user", "contact", "member", "customer").contains(e));
    }

    private static boolean isScreen(List<String> entity) {
        return entity.stream().anyMatch(SCREEN_WORDS::contains);
    }

    private static AttributeKind timeKind(List<String> t, Set<String> w) {
        if (any(w, "birth", "birthday", "dob", "born", "birthdate")) {
            return AttributeKind.BIRTH_DATE;
        }
        if (w.contains("month") || w.contains("yearmonth")) {
            return AttributeKind.YEAR_MONTH;
        }
        if (t.indexOf("at") > 0 || any(w, "timestamp", "time", "datetime", "ts", "instant", "ttl", "expires", "expiry",
                "expiration")) {
            return AttributeKind.TIMESTAMP;
        }
        if (any(w, "date", "day", "due", "deadline") || t.indexOf("on") > 0) {
            return AttributeKind.DATE;
        }
        if (any(w, "year", "yr")) {
            return AttributeKind.YEAR;
        }
        return null;
    }

    private static AttributeKind numberKind(Set<String> w, String last) {
        if (any(w, "count", "num", "number", "views", "likes", "visits", "followers", "plays")) {
            return AttributeKind.COUNT;
        }
        if (any(w, "quantity", "qty", "units")) {
            return AttributeKind.QUANTITY;
        }
        if (any(w, "price", "amount", "total", "cost", "fee", "fees", "balance", "salary", "revenue", "subtotal", "tax",
                "discount", "payment", "budget", "income", "spend", "wage", "charge", "refund", "profit")) {
            return AttributeKind.MONEY;
        }
        if (any(w, "seconds", "second", "secs", "sec")) {
            return AttributeKind.SECONDS;
        }
        if (any(w, "minutes", "minute", "mins", "duration")) {
            return AttributeKind.MINUTES;
        }
        if (any(w, "hours", "hour", "hrs")) {
            return AttributeKind.HOURS;
        }
        if (any(w, "rating", "stars", "star")) {
            return AttributeKind.RATING;
        }
        if (any(w, "score", "points")) {
            return AttributeKind.SCORE;
        }
        if (any(w, "percent", "percentage", "pct")) {
            return AttributeKind.PERCENT;
        }
        if (last.equals("age")) {
            return AttributeKind.AGE;
        }
        return null;
    }

    private static AttributeKind textKind(List<String> entity, Set<String> w) {
        if (any(w, "device", "platform")) {
            return AttributeKind.DEVICE;
        }
        if (w.contains("genre")) {
            return isScreen(entity) ? AttributeKind.MOVIE_GENRE : AttributeKind.GENRE;
        }
        if (any(w, "language", "lang")) {
            return AttributeKind.LANGUAGE;
        }
        if (any(w, "description", "desc", "comment", "comments", "body", "text", "summary", "note", "notes", "message",
                "bio", "content", "review", "details", "about", "remark", "remarks", "feedback")) {
            return AttributeKind.SENTENCE;
        }
        if (any(w, "stock", "ticker", "symbol")) {
            return AttributeKind.TICKER;
        }
        if (any(w, "industry", "sector")) {
            return AttributeKind.INDUSTRY;
        }
        if (any(w, "color", "colour")) {
            return AttributeKind.COLOR;
        }
        if (w.contains("currency")) {
            return AttributeKind.CURRENCY;
        }
        if (any(w, "job", "occupation", "profession")) {
            return AttributeKind.JOB_TITLE;
        }
        return AttributeKind.WORD;
    }

    private static boolean hasAddress(Set<String> siblings) {
        for (String s : siblings) {
            for (String word : tokens(s)) {
                if (ADDRESS_WORDS.contains(word)) {
                    return true;
                }
            }
        }
        return false;
    }

    private static boolean any(Set<String> words, String... candidates) {
        for (String c : candidates) {
            if (words.contains(c)) {
                return true;
            }
        }
        return false;
    }
}
