package dev.tablewright.aws.connect;

import java.util.List;
import software.amazon.awssdk.profiles.ProfileFile;
import software.amazon.awssdk.regions.Region;

/** What the connection form offers to pick: the SDK's regions, and the profiles of the user's files. */
public final class AwsNames {
    private AwsNames() {
    }

    /** Region ids the SDK knows ("eu-west-1" …), sorted; no global pseudo-regions. */
    public static List<String> regions() {
        return Region.regions().stream().filter(r -> !r.isGlobalRegion()).map(Region::id).sorted().toList();
    }

    /** Profile names of ~/.aws/config and ~/.aws/credentials (or the files the system properties name); reads the disk. */
    public static List<String> profiles() {
        return ProfileFile.defaultProfileFile().profiles().keySet().stream().sorted().toList();
    }
}
