package dev.tablewright.aws.connect;

import dev.tablewright.aws.Gateway;
import dev.tablewright.aws.commit.ReplicaRegions;
import dev.tablewright.aws.sdk.SdkEndpoint;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.profiles.ProfileFileSystemSetting;

/**
 * A connection's way into a global table's other regions: an endpoint given for the region, else, for
 * AWS, the connection's own profile (and role) in that region. A connection to an endpoint of its own
 * (DynamoDB Local, or a profile's {@code endpoint_url}) has no other regions unless given one per region.
 */
public final class RegionEndpoints implements ReplicaRegions {
    private final Map<String, String> endpoints;
    /** Opens the connection's own credentials in a region; empty when the connection has no other regions. */
    private final Optional<Function<String, Gateway>> sameCredentials;
    /** Why a region without an endpoint of its own cannot be reached, by region. */
    private final Function<String, String> why;

    private RegionEndpoints(Map<String, String> endpoints, Optional<Function<String, Gateway>> sameCredentials,
            Function<String, String> why) {
        this.endpoints = Map.copyOf(endpoints);
        this.sameCredentials = sameCredentials;
        this.why = why;
    }

    /**
     * The command line's: {@code --endpoint URL} (no other regions) or {@code --profile P}, each region
     * of {@code regionEndpoints} ({@code --region-endpoint REGION=URL}) at its URL.
     *
     * @throws IllegalArgumentException for a region endpoint that is not an http(s) URL
     */
    public static RegionEndpoints forCommandLine(String endpoint, String profile, Map<String, String> regionEndpoints) {
        Map<String, String> checked = checked(regionEndpoints);
        if (profile == null) {
            String url = endpoint == null ? Connection.DEFAULT_ENDPOINT : endpoint;
            return new RegionEndpoints(checked, Optional.empty(), region -> "the endpoint " + url + " has no other"
                    + " regions (give --region-endpoint " + region + "=URL to reach the replica's)");
        }
        Connection c = Connection.aws("profile " + profile, profile, "");
        return ownEndpoint(profile).map(url -> new RegionEndpoints(checked, Optional.empty(), region -> "profile "
                + profile + " goes to the endpoint " + url + ", which has no other regions (give --region-endpoint "
                + region + "=URL to reach the replica's)"))
                .orElseGet(() -> new RegionEndpoints(checked, Optional.of(inRegion(c, CallLimits.DEFAULT)),
                        region -> ""));
    }

    /** The window's: an AWS connection's profile and role in each region; a DynamoDB Local has none. */
    public static RegionEndpoints of(Connection c, CallLimits limits) {
        switch (c.kind()) {
            case AWS:
                String profile = c.profile().isEmpty() ? ProfileFileSystemSetting.AWS_PROFILE.getStringValueOrThrow()
                        : c.profile();
                return ownEndpoint(profile).map(url -> new RegionEndpoints(Map.of(), Optional.empty(), region -> "\""
                        + c.name() + "\" goes to the endpoint " + url + ", which has no other regions"))
                        .orElseGet(() -> new RegionEndpoints(Map.of(), Optional.of(inRegion(c, limits)), region -> ""));
            case SANDBOX:
                return new RegionEndpoints(Map.of(), Optional.empty(), region -> "the Sandbox has no regions");
            default:
                return new RegionEndpoints(Map.of(), Optional.empty(), region -> "\"" + c.name()
                        + "\" is a DynamoDB Local, which has no other regions");
        }
    }

    @Override
    public Reach reach(String region) {
        try {
            String url = endpoints.get(region);
            if (url != null) {
                SdkEndpoint endpoint = SdkEndpoint.open(url, region);
                return new Opened(new OwningGateway(endpoint.gateway(), List.of(endpoint)));
            }
            if (sameCredentials.isPresent()) {
                return new Opened(sameCredentials.get().apply(region));
            }
            return new Unreachable(why.apply(region));
        } catch (RuntimeException e) {
            return new Unreachable("the connection to " + region + " could not be opened: " + e.getMessage());
        }
    }

    /** The connection's profile and role, addressed to {@code region}. */
    private static Function<String, Gateway> inRegion(Connection c, CallLimits limits) {
        return region -> {
            Connection there = new Connection(c.name() + " (" + region + ")", Connection.Kind.AWS, "", "", c.profile(),
                    region, c.roleArn(), false);
            OpenClient open = new DynamoClients(limits).aws(there);
            return new OwningGateway(new dev.tablewright.aws.sdk.SdkGateway(open.client(), open.displayName(), true),
                    open.resources());
        };
    }

    /** The profile's {@code endpoint_url}, when it sends DynamoDB's calls somewhere of its own. */
    private static Optional<String> ownEndpoint(String profile) {
        return ProfileFile.defaultProfileFile().profile(profile).flatMap(p -> p.property("endpoint_url"));
    }

    private static Map<String, String> checked(Map<String, String> regionEndpoints) {
        Map<String, String> checked = new LinkedHashMap<>();
        regionEndpoints.forEach((region, url) -> {
            if (Connection.parseEndpoint(url).isEmpty()) {
                throw new IllegalArgumentException("--region-endpoint " + region + "=" + url + ": "
                        + Connection.notAnEndpoint(url));
            }
            checked.put(region, url);
        });
        return checked;
    }
}
