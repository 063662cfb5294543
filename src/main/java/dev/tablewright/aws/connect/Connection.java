package dev.tablewright.aws.connect;

import java.net.URI;
import java.util.Objects;
import java.util.Optional;

/**
 * Where a tab's requests go, as the user set it up. Holds only what tells the SDK where to look —
 * never a key, token or password: credentials stay in the SDK's own profile files and caches.
 *
 * @param endpoint  the URL of a DynamoDB Local ({@link Kind#LOCAL_ENDPOINT}); blank otherwise
 * @param jarFolder the folder holding DynamoDBLocal.jar ({@link Kind#LOCAL_STARTED}); blank means Docker
 * @param profile   the named profile of ~/.aws/config ({@link Kind#AWS}); blank means the default chain
 * @param region    the region; blank means the profile's or the default chain's
 * @param roleArn   a role to assume on top of the profile's credentials; blank for none
 * @param readOnly  whether every write is refused before a request is sent
 */
public record Connection(String name, Kind kind, String endpoint, String jarFolder, String profile, String region,
        String roleArn, boolean readOnly) {

    /** What a connection talks to. */
    public enum Kind {
        /** Our engine over the open model's sample data. */
        SANDBOX("Sandbox"),
        /** A DynamoDB Local already running at an endpoint URL. */
        LOCAL_ENDPOINT("DynamoDB Local"),
        /** A DynamoDB Local we start (the user's DynamoDBLocal.jar, or Docker) and stop on exit. */
        LOCAL_STARTED("Start DynamoDB Local"),
        /** AWS through a named profile or the SDK's default credentials chain. */
        AWS("AWS");

        private final String label;

        Kind(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }
    }

    public static final String DEFAULT_ENDPOINT = "http://localhost:8000";
    public static final Connection SANDBOX = new Connection("Sandbox", Kind.SANDBOX, "", "", "", "", "", false);

    public Connection {
        Objects.requireNonNull(kind, "kind");
        name = blankIfNull(name).strip();
        endpoint = blankIfNull(endpoint).strip();
        jarFolder = blankIfNull(jarFolder).strip();
        profile = blankIfNull(profile).strip();
        region = blankIfNull(region).strip();
        roleArn = blankIfNull(roleArn).strip();
    }

    public static Connection localEndpoint(String name, String endpoint) {
        return new Connection(name, Kind.LOCAL_ENDPOINT, endpoint, "", "", "", "", false);
    }

    public static Connection aws(String name, String profile, String region) {
        return new Connection(name, Kind.AWS, "", "", profile, region, "", false);
    }

    public Connection withReadOnly(boolean value) {
        return new Connection(name, kind, endpoint, jarFolder, profile, region, roleArn, value);
    }

    public Connection withRoleArn(String arn) {
        return new Connection(name, kind, endpoint, jarFolder, profile, region, arn, readOnly);
    }

    /** The region a DynamoDB Local is addressed in when the connection names none (Local takes any). */
    public static final String LOCAL_REGION = "us-east-1";

    /**
     * What the AWS CLI needs to reach this connection, as options to append to its command
     * (" --endpoint-url http://localhost:8000 --region us-east-1", " --profile prod --region eu-west-1"):
     * without them a command copied from a Local tab would go to AWS. A role to assume has no CLI
     * option; a profile names it there. Empty for the Sandbox, and for a Local we start (its port is
     * chosen when it starts: see {@link #awsCliOptions(Optional)}).
     */
    public String awsCliOptions() {
        return awsCliOptions(Optional.empty());
    }

    /**
     * As {@link #awsCliOptions()}, and for a Local we started, its endpoint once known.
     *
     * @param startedEndpoint where the DynamoDB Local this connection started listens ({@code Gateway#startedEndpoint})
     */
    public String awsCliOptions(Optional<String> startedEndpoint) {
        StringBuilder options = new StringBuilder();
        switch (kind) {
            case LOCAL_ENDPOINT -> {
                option(options, "--endpoint-url", endpoint.isEmpty() ? DEFAULT_ENDPOINT : endpoint);
                option(options, "--region", region.isEmpty() ? LOCAL_REGION : region);
            }
            case LOCAL_STARTED -> startedEndpoint.ifPresent(url -> {
                option(options, "--endpoint-url", url);
                option(options, "--region", region.isEmpty() ? LOCAL_REGION : region);
            });
            case AWS -> {
                option(options, "--profile", profile);
                option(options, "--region", region);
            }
            default -> { }
        }
        return options.toString();
    }

    private static void option(StringBuilder options, String name, String value) {
        if (!value.isEmpty()) {
            boolean plain = value.matches("[A-Za-z0-9_./:@%+=,-]+");
            options.append(' ').append(name).append(' ')
                    .append(plain ? value : "'" + value.replace("'", "'\\''") + "'");
        }
    }

    public boolean isSandbox() {
        return kind == Kind.SANDBOX;
    }

    /** One line for the list: "Prod (AWS profile prod, eu-west-1, read-only)". */
    public String describe() {
        String where = switch (kind) {
            case SANDBOX -> "the open model's sample data";
            case LOCAL_ENDPOINT -> endpoint.isEmpty() ? DEFAULT_ENDPOINT : endpoint;
            case LOCAL_STARTED -> jarFolder.isEmpty() ? "started with Docker" : "started from " + jarFolder;
            case AWS -> (profile.isEmpty() ? "default credentials" : "profile " + profile)
                    + (region.isEmpty() ? "" : ", " + region) + (roleArn.isEmpty() ? "" : ", as " + roleArn);
        };
        return name + " (" + where + (readOnly ? ", read-only" : "") + ")";
    }

    /** What keeps this connection from being saved, if anything: for the form, before anything runs. */
    public Optional<String> problem() {
        if (name.isEmpty()) {
            return Optional.of("Give the connection a name");
        }
        if (kind == Kind.LOCAL_ENDPOINT && !endpoint.isEmpty() && parseEndpoint(endpoint).isEmpty()) {
            return Optional.of(notAnEndpoint(endpoint));
        }
        if (!roleArn.isEmpty() && !roleArn.startsWith("arn:")) {
            return Optional.of("A role to assume is an ARN, like arn:aws:iam::123456789012:role/Reader");
        }
        return Optional.empty();
    }

    /** An http(s) URL with a host, or nothing. */
    static Optional<URI> parseEndpoint(String endpoint) {
        try {
            URI uri = URI.create(endpoint);
            boolean http = "http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme());
            return http && uri.getHost() != null ? Optional.of(uri) : Optional.empty();
        } catch (IllegalArgumentException e) {
            return Optional.empty();
        }
    }

    static String notAnEndpoint(String endpoint) {
        return "Not an endpoint URL: \"" + endpoint + "\" (like " + DEFAULT_ENDPOINT + ")";
    }

    private static String blankIfNull(String s) {
        return s == null ? "" : s;
    }
}
